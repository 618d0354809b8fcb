"""`python -m solver`: 명령줄 (solver/cli.py) 을 부른다."""

import sys

from .cli import main

sys.exit(main())
