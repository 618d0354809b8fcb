"""게임 나무 엔진: 네가맥스 핵심 (negamax), 삼목 (tictactoe, tictactoe_match),
사라지는 발판 (footholds)."""
