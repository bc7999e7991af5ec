"""execution=step promises that others may place between a program's instructions (TOS-13):
at a web table the CPUs then wait several of their usual pauses before each instruction, time
for a person to choose a card and a cell; elsewhere they keep the usual pace."""

from tefuda.games import descriptor
from tefuda.games.trump_os.game import STEP_PAUSES, TrumpOS


def _executing(options):
    st = TrumpOS({"players": 2, **options}).new_state(seed=3)
    seen = []
    for _ in range(400):
        if st.is_over():
            break
        seen.append((st.executing, descriptor("trump_os").pauses_before_cpu(st)))
        seat = st.to_move()[0]
        st.apply(seat, st.legal_actions(seat)[-1])
    return seen


def test_a_program_running_one_step_at_a_time_holds_the_cpus_longer():
    seen = _executing({"execution": "step"})
    assert any(executing for executing, _ in seen)
    for executing, pauses in seen:
        assert pauses == (STEP_PAUSES if executing else 1.0)
    assert STEP_PAUSES * 0.6 >= 2.0  # at the server's default pause: two seconds or more


def test_a_program_run_at_once_keeps_the_usual_pace():
    assert {pauses for _, pauses in _executing({})} == {1.0}
    assert descriptor("daifugo").pauses_before_cpu(None) == 1.0  # a game without the hook
