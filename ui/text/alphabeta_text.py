"""알파-베타 연습 페이지 (pages/alphabeta.py) 의 문구: 규칙 한 줄, 읽는 법, 보기 · 자판, 채점의 말,
한 걸음씩 · 풀이, 나무 바꾸기. 열쇠는 ab_ 로 시작한다."""

from __future__ import annotations

ALPHABETA: dict[str, tuple[str, str]] = {
    "ab_rules": (
        "▲ MAX는 가장 큰 값을, ▼ MIN은 가장 작은 값을 골라요. 알파-베타가 볼 필요가 없는 가지를 "
        "눌러 자르고 (✂), 노드를 눌러 값을 적은 뒤 확인을 누르세요.",
        "▲ MAX takes the largest value, ▼ MIN the smallest. Tap the branches alpha-beta never "
        "needs to look at to cut them (✂), tap a node to write its value, then tap Check.",
    ),
    "read_alphabeta": (
        "나무는 옆으로 누워 있어요: 뿌리 A가 왼쪽, 잎 (맨 오른쪽 수) 이 한 줄에 하나씩. 노드의 "
        "작은 글자는 이름, ▲ 는 MAX, ▼ 는 MIN이에요.\n"
        "알파-베타는 자식을 위에서부터 봐요. α는 MAX가 이미 보장받은 값, β는 MIN이 이미 보장받은 "
        "값이에요. β ≤ α 가 되면 그 노드의 나머지 가지는 볼 필요가 없어요 (가지치기).\n"
        "노드에 적는 값은 교과서 (AIMA) 의 알파-베타가 그 노드에서 돌려주는 값이에요: 본 자식들이 "
        "돌려준 값 가운데 MAX는 가장 큰 값, MIN은 가장 작은 값이고, 가지를 자르면 거기서 멈춰요. "
        "그래서 가지가 잘린 곳에서는 참값 대신 한쪽 경계일 수 있어요. 모든 자식을 본 노드에는 "
        "참값을 적어도 맞아요. α · β는 골라서 적어요 (노드를 떠날 때의 창).\n"
        "확인은 표시마다 ✓ (맞음) 와 ✗ (틀림 · 빠짐) 를 붙이고 까닭을 말해요. 찾은 가지치기는 "
        "잘리는 가지의 맨 위를 몇 개 찾았는지예요.\n"
        "한 걸음씩은 탐색을 누를 때마다 한 걸음 보여 줘요: 지금 노드 (진한 칸), α와 β, 고른 자식 "
        "(굵은 선), 자르는 조건. 링크에는 나무와 내 표시가 들어 있어요: 나눠 주면 같은 퍼즐이 "
        "열려요.",
        "The tree lies on its side: root A on the left, one leaf (the numbers on the right) per "
        "row. A node's small letters are its name; ▲ is MAX, ▼ is MIN.\n"
        "Alpha-beta looks at the children from the top down. α is what MAX is already sure of, β "
        "what MIN is already sure of. Once β ≤ α, the node's remaining branches need not be looked "
        "at (pruning).\n"
        "A node's value is what textbook (AIMA) alpha-beta returns there: the largest value (MAX) "
        "or the smallest (MIN) among the children it looked at; at a cut-off it stops. So where "
        "branches were cut it may be a bound instead of the true value. At a node that looked at "
        "all its children the true value counts as right too. α and β are optional (the window "
        "as the node is left).\n"
        "Check puts ✓ (right) or ✗ (wrong or missing) on each mark and says why. Cut-offs found "
        "counts the topmost cut branches you found.\n"
        "Step by step shows the search one step per tap: the current node (dark box), α and β, "
        "the chosen child (thick line) and the pruning condition. The link holds the tree and "
        "your marks: share it and the same puzzle opens.",
    ),
    "ab_view": ("보기", "View"),
    "ab_view_answer": ("내 답", "My answer"),
    "ab_view_steps": ("한 걸음씩", "Step by step"),
    "ab_view_solution": ("풀이", "Solution"),
    "ab_max": ("MAX", "MAX"),
    "ab_min": ("MIN", "MIN"),
    "ab_puzzle": (
        "나무 {seed} · 깊이 {depth} · 가지 {branching} · 잎 {leaves}개 · 뿌리 {root}",
        "Tree {seed} · depth {depth} · branching {branching} · {leaves} leaves · root {root}",
    ),
    "ab_leaf_nth": ("{name} ({n}번째)", "{name} (#{n})"),
    "ab_empty": ("값 없음", "no value"),
    "ab_unseen": ("탐색이 닿지 않음", "not reached"),
    "ab_a11y_node": ("노드 {name}, {player}, {value}", "node {name}, {player}, {value}"),
    "ab_a11y_edge": ("가지 {name}{cut}", "branch {name}{cut}"),
    "ab_a11y_leaf": ("잎 {name}{cut}", "leaf {name}{cut}"),
    "ab_a11y_cut": ("잘림", "cut"),
    "ab_pick": (
        "노드를 누르면 값을 적는 자판이 열려요. 가지나 잎을 누르면 잘라요 (✂): 다시 누르면 "
        "되살려요.",
        "Tap a node to open the number pad. Tap a branch or a leaf to cut it (✂); tap again to "
        "undo.",
    ),
    "ab_check": ("확인", "Check"),
    "ab_clear": ("모두 지우기", "Clear all"),
    "ab_new": ("새 나무", "New tree"),
    # 자판
    "ab_pad_title": (
        "노드 {name} ({player}) · 값 {value} · α {alpha} · β {beta}",
        "Node {name} ({player}) · value {value} · α {alpha} · β {beta}",
    ),
    "ab_field": ("적을 칸", "Write"),
    "ab_field_value": ("값", "Value"),
    "ab_field_alpha": ("α", "α"),
    "ab_field_beta": ("β", "β"),
    "ab_pad_clear": ("지우기", "Erase"),
    "ab_pad_close": ("닫기", "Close"),
    # 채점
    "ab_all_right": (
        "모두 맞았어요! 찾은 가지치기 {found}/{total}.",
        "All right! Cut-offs found: {found}/{total}.",
    ),
    "ab_score": (
        "찾은 가지치기 {found}/{total} · 맞음 {right} · 틀림 {wrong} · 빠짐 {missing}",
        "Cut-offs found {found}/{total} · right {right} · wrong {wrong} · missing {missing}",
    ),
    "ab_rule_max": (
        "MAX 노드는 본 자식들이 돌려준 값 가운데 가장 큰 값을 돌려줘요 (가지를 자르면 거기서 "
        "멈춰요)",
        "A MAX node returns the largest value among the children it looked at (it stops at a "
        "cut-off)",
    ),
    "ab_rule_min": (
        "MIN 노드는 본 자식들이 돌려준 값 가운데 가장 작은 값을 돌려줘요 (가지를 자르면 거기서 "
        "멈춰요)",
        "A MIN node returns the smallest value among the children it looked at (it stops at a "
        "cut-off)",
    ),
    "ab_cond_beta": (
        "MAX 노드 {node}: 자식 {child}의 값이 {value}, 그래서 α = {alpha}, β = {beta}. β ≤ α "
        "이므로 나머지 가지는 볼 필요가 없어요: 위의 MIN은 {beta}보다 큰 값을 고르지 않아요.",
        "MAX node {node}: child {child} returned {value}, so α = {alpha} and β = {beta}. β ≤ α, "
        "so the remaining branches need not be looked at: the MIN above never takes more than "
        "{beta}.",
    ),
    "ab_cond_alpha": (
        "MIN 노드 {node}: 자식 {child}의 값이 {value}, 그래서 α = {alpha}, β = {beta}. β ≤ α "
        "이므로 나머지 가지는 볼 필요가 없어요: 위의 MAX는 {alpha}보다 작은 값을 고르지 않아요.",
        "MIN node {node}: child {child} returned {value}, so α = {alpha} and β = {beta}. β ≤ α, "
        "so the remaining branches need not be looked at: the MAX above never takes less than "
        "{alpha}.",
    ),
    "ab_r_cut_right": ("가지 {name}: 맞아요, 잘리는 가지예요.", "Branch {name}: right, it is cut."),
    "ab_r_cut_missing": ("가지 {name}: 잘라야 해요.", "Branch {name}: this one should be cut."),
    "ab_r_inside_cut": (
        "가지 {name}: 맞아요. 위의 가지 {top}에서 이미 잘려 어차피 보지 않아요 (찾은 가지치기로는 "
        "세지 않아요).",
        "Branch {name}: right. It hangs below the cut branch {top}, so it is never looked at "
        "anyway (not counted as a cut-off found).",
    ),
    "ab_r_visited": (
        "가지 {name}: 자르면 안 돼요. 알파-베타는 이 가지를 봐요: 그 값이 있어야 위의 노드가 "
        "고를 수 있어요.",
        "Branch {name}: must not be cut. Alpha-beta looks down this branch: the node above needs "
        "its value to choose.",
    ),
    "ab_r_value_right": ("노드 {name}: 값 {given} 맞아요.", "Node {name}: value {given} is right."),
    "ab_r_value_wrong": (
        "노드 {name}: 적은 값 {given} 틀려요. {rule}.",
        "Node {name}: {given} is wrong. {rule}.",
    ),
    "ab_r_value_missing": (
        "노드 {name}: 값이 빠졌어요. {rule}.",
        "Node {name}: the value is missing. {rule}.",
    ),
    "ab_r_bound_right": (
        "노드 {name}: 값 {given} 맞아요: 탐색이 돌려주는 값이에요. 아래에서 가지가 잘려 이 값은 "
        "한쪽 경계이고, 모든 자식을 본 노드라 참값 {true}도 맞아요.",
        "Node {name}: {given} is right: the search returns it. A branch below was cut, so it is "
        "only a bound; this node looked at all its children, so the true value {true} is right "
        "too.",
    ),
    "ab_r_bound_true_right": (
        "노드 {name}: 값 {given} 맞아요: 참값이에요. 탐색 자체는 아래에서 가지가 잘려 한쪽 경계 "
        "{expected}을(를) 돌려줘요. 모든 자식을 본 노드라 둘 다 맞아요.",
        "Node {name}: {given} is right: it is the true value. The search itself returns "
        "{expected}, a bound, because a branch below was cut; this node looked at all its "
        "children, so both are right.",
    ),
    "ab_r_stopped_right": (
        "노드 {name}: 값 {given} 맞아요. 탐색은 여기서 가지를 자르고 멈춰, 자르게 만든 값을 "
        "돌려줘요. 참값 ({true}) 은 잘린 가지까지 봐야 알지만, 탐색에는 필요 없어요.",
        "Node {name}: {given} is right. The search stops here at the cut-off and returns the "
        "value that caused it. The true value ({true}) would need the branches that were cut, "
        "which the search never needs.",
    ),
    "ab_r_stopped_true": (
        "노드 {name}: {given}은(는) 참값이지만 탐색은 이 값을 알지 못해요: 여기서 가지를 자르고 "
        "멈춰요. {rule}.",
        "Node {name}: {given} is the true value, but the search never learns it: it stops at the "
        "cut-off here. {rule}.",
    ),
    "ab_r_bound_wrong": (
        "노드 {name}: 적은 값 {given} 틀려요. {rule}. 이 노드는 모든 자식을 봤지만 아래에서 가지가 "
        "잘려, 탐색이 돌려주는 값도 참값도 맞아요.",
        "Node {name}: {given} is wrong. {rule}. This node looked at all its children but a branch "
        "below was cut, so both the value the search returns and the true value count.",
    ),
    "ab_r_not_visited": (
        "노드 {name}: 잘린 가지 아래라 탐색이 닿지 않아요. 값을 적지 않아요.",
        "Node {name}: it is below a cut branch, so the search never reaches it. Leave it empty.",
    ),
    "ab_r_window_right": (
        "노드 {name}: 떠날 때의 {side} = {given} 맞아요.",
        "Node {name}: {side} = {given} as it is left, right.",
    ),
    "ab_r_window_wrong": (
        "노드 {name}: 떠날 때의 {side} = {given} 틀려요. 마지막으로 본 자식의 값까지 반영한 창을 "
        "적어요.",
        "Node {name}: {side} = {given} is wrong. Write the window after the last child it "
        "looked at.",
    ),
    # 한 걸음씩
    "ab_step_count": ("걸음 {step}/{total}", "Step {step}/{total}"),
    "ab_step_first": ("처음", "Start"),
    "ab_step_back": ("뒤로", "Back"),
    "ab_step_forward": ("앞으로", "Forward"),
    "ab_step_last": ("끝", "End"),
    "ab_step_start": (
        "아직 시작하지 않았어요. 앞으로를 누르면 뿌리 A에서 α = -∞, β = +∞ 로 시작해요.",
        "Not started yet. Tap Forward to start at the root A with α = -∞, β = +∞.",
    ),
    "ab_step_enter": (
        "{player} 노드 {node}에 들어가요: α = {alpha}, β = {beta}.",
        "Enter {player} node {node}: α = {alpha}, β = {beta}.",
    ),
    "ab_step_leaf": ("잎 {node}: 값 {value}.", "Leaf {node}: value {value}."),
    "ab_step_parent": (
        "노드 {node}의 창: α = {alpha}, β = {beta}.",
        "Node {node} now has α = {alpha}, β = {beta}.",
    ),
    "ab_step_parent_chosen": (
        "노드 {node}의 창: α = {alpha}, β = {beta} · 지금까지 고른 자식: {child}.",
        "Node {node} now has α = {alpha}, β = {beta} · chosen child so far: {child}.",
    ),
    "ab_step_cut": ("자른 가지: {edges}.", "Cut: {edges}."),
    "ab_step_return": (
        "노드 {node}의 값: {value} (고른 자식: {child}).",
        "Node {node} returns {value} (chosen child: {child}).",
    ),
    "ab_watch_beta": (
        "노드 {node}: 다음 자식 값이 β = {bound} 이상이면 나머지 가지를 잘라요.",
        "Node {node}: prune the rest if the next child is {bound} or more (β).",
    ),
    "ab_watch_alpha": (
        "노드 {node}: 다음 자식 값이 α = {bound} 이하이면 나머지 가지를 잘라요.",
        "Node {node}: prune the rest if the next child is {bound} or less (α).",
    ),
    "ab_step_done": ("탐색 끝: 뿌리의 값 {value}.", "Search done: the root's value is {value}."),
    # 풀이
    "ab_solution_summary": (
        "뿌리의 값 {value} · 알파-베타가 본 잎 {evaluated}개 (미니맥스는 {leaves}개 모두) · "
        "잘린 가지 {cuts}개",
        "Root value {value} · alpha-beta looked at {evaluated} leaves (minimax at all {leaves}) "
        "· {cuts} branches cut",
    ),
    "ab_solution_bound": (
        "노드 {name}: 돌려준 값 {value}, 참값 {true}. 모든 자식을 봤지만 아래에서 가지가 잘려 "
        "탐색은 한쪽 경계만 알아요 (둘 다 맞음).",
        "Node {name}: returns {value}, true value {true}. It looked at all its children but a "
        "branch below was cut, so the search only learns a bound (both count).",
    ),
    "ab_solution_stopped": (
        "노드 {name}: 돌려준 값 {value}, 참값 {true}. 여기서 가지를 자르고 멈춰 탐색은 한쪽 "
        "경계만 알아요 (돌려준 값만 맞음).",
        "Node {name}: returns {value}, true value {true}. It stops at the cut-off here, so the "
        "search only learns a bound (only the returned value counts).",
    ),
    # 나무 바꾸기
    "ab_settings": ("나무 바꾸기", "Change the tree"),
    "ab_shape": ("나무 모양", "Tree shape"),
    "ab_shape_option": (
        "깊이 {depth} · 가지 {branching} (잎 {leaves}개)",
        "depth {depth} · branching {branching} ({leaves} leaves)",
    ),
    "ab_root": ("뿌리", "Root"),
    "ab_seed": ("나무 번호", "Tree number"),
    "ab_seed_bad": (
        "나무 번호는 0부터 {high:,}까지의 정수예요 ('{text}' 은(는) 아니에요). 나무와 표시는 "
        "그대로예요.",
        "A tree number is a whole number from 0 to {high:,} ('{text}' is not). The tree and your "
        "marks stay.",
    ),
    "ab_seed_help": (
        "같은 번호와 모양이면 누구에게나 같은 나무예요. 모양은 폰에 들어가는 것만 (깊이 4 · 잎 "
        "81개까지).",
        "The same number and shape give everyone the same tree. Only shapes that fit a phone "
        "(depth up to 4, at most 81 leaves).",
    ),
    "ab_refused": (
        "링크의 나무 (깊이 {depth}, 가지 {branching}) 는 잎이 {leaves}개까지 생겨 폰 화면에 누를 "
        "만큼 크게 그릴 수 없어요: 깊이는 {max_depth}까지, 잎은 {max_leaves}개까지예요. 지금 "
        "모양을 그대로 두었어요.",
        "The linked tree (depth {depth}, branching {branching}) can have up to {leaves} leaves, "
        "too many to draw tappably on a phone: depth up to {max_depth}, at most {max_leaves} "
        "leaves. The current shape is kept.",
    ),
}
