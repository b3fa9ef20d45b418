"""Computer opponents: they see a view and its legal moves, nothing else."""
