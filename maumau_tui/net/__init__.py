"""Play over SSH: the server, the per-session seat processes, and the local table protocol between them."""
