"""Each game's RL encoding (a module named after the game, which its descriptor names).

    from tefuda.envs.encodings import encoding_for
    enc = encoding_for(NAME, **rule_options)       # or encoding_for(a Game object)
    enc.layout.describe()                          # the observation's parts
    enc.action_text(token), enc.action_token(text) # tokens and their texts

`python -m tefuda.envs.describe NAME` prints the same (docs/rl.md).
"""

from tefuda.envs.table import Encoding, encoded_games, encoding_for

__all__ = ["Encoding", "encoded_games", "encoding_for"]
