from maumau_tui.cli import main

raise SystemExit(main())
