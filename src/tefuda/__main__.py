from tefuda.apps.cli import main

raise SystemExit(main())
