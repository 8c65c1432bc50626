import sys

from diamant.cli import main

sys.exit(main())
