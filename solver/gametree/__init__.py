"""게임 나무 엔진: 게임 하나의 낱말 (game.Game) 과 그 위의 탐색 (negamax 의 알파-베타 커널 하나,
deepening, mcts, temperature, search_trace), 사람 대 AI 의 한 판 (match). 게임: 삼목 (tictactoe,
복기는 tictactoe_review), 사라지는 발판 (footholds), 연습 나무 (random_tree), 사목 (connect4)."""
