"""The RL adapters' user-facing messages in English and Japanese."""

from tefuda.core.i18n import register

register(
    {
        "env.no_encoding": {"en": "{game} has no RL encoding", "ja": "{game} には強化学習用のエンコードがありません"},
        "env.bad_seat": {"en": "seat must be 0..{last}, not {seat!r}", "ja": "席は 0〜{last} です（{seat!r} は不可）"},
        "env.opponents": {
            "en": "{needed} opponents needed, got {given}",
            "ja": "相手が{needed}人必要ですが、{given}人指定されています",
        },
        "env.opponent": {"en": "opponent {spec!r}: {error}", "ja": "相手 {spec!r}: {error}"},
        "policy.deterministic": {
            "en": "deterministic={value!r} in {spec} must be true or false",
            "ja": "{spec} の deterministic={value!r} は true か false です",
        },
        "policy.no_file": {
            "en": "policy model file {model!r} not found (looked for {where})",
            "ja": "方策モデルのファイル {model!r} が見つかりません（{where} を探しました）",
        },
        "policy.no_sb3": {
            "en": "the {bot} bot needs sb3-contrib and torch ({missing} is not installed): {extra}",
            "ja": "{bot} ボットには sb3-contrib と torch が必要です（{missing} がありません）: {extra}",
        },
        "policy.bad_model": {
            "en": "cannot load {model!r} as a MaskablePPO model: {error}",
            "ja": "{model!r} を MaskablePPO モデルとして読めません: {error}",
        },
        "policy.mismatch": {
            "en": "model {model!r} does not fit {game} with these options: it reads observations of shape "
            "{obs_shape} and chooses among {n_actions} tokens, but {game}'s encoding has shape "
            "{want_obs} and {want_n} tokens (was it trained on another game or rule variant?)",
            "ja": "モデル {model!r} はこの設定の {game} に合いません: 観測の形 {obs_shape}・行動 {n_actions} 通りを"
            "読みますが、{game} のエンコードは形 {want_obs}・{want_n} 通りです（別のゲームかルールで学習しましたか？）",
        },
        "policy.bad_param": {
            "en": "{spec}: unknown parameter {param!r}; the form is {usage}",
            "ja": "{spec}: パラメータ {param!r} はありません。書き方: {usage}",
        },
        "policy.no_model": {
            "en": "the {bot} bot needs the model file: {usage}, e.g. policy:model=runs/ppo.zip",
            "ja": "{bot} ボットにはモデルのファイルが必要です: {usage}（例: policy:model=runs/ppo.zip）",
        },
        "policy.no_extra": {
            "en": "the {bot} bot needs the rl extras ({missing} is not installed): {extra}",
            "ja": "{bot} ボットには rl の追加パッケージが必要です（{missing} がありません）: {extra}",
        },
    }
)
