from accessible_dama.cli.main import main

raise SystemExit(main())
