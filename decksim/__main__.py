from decksim.cli import main

raise SystemExit(main())
