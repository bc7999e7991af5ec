"""The bots' user-facing messages (bad levels, specs and parameters) in English and Japanese."""

from tefuda.core.i18n import register

register(
    {
        "bot.unknown_param": {
            "en": "bot {bot!r} has no parameter {param!r} (its parameters: {known})",
            "ja": "ボット {bot!r} にパラメータ {param!r} はありません（使えるもの: {known}）",
        },
        "bot.param_form": {
            "en": "bot parameter {param!r} in {spec!r} must be NAME=VALUE",
            "ja": "{spec!r} のパラメータ {param!r} は 名前=値 の形で書いてください",
        },
        "bot.spec_text": {
            "en": "bot spec {spec!r}: a bot spec is text",
            "ja": "ボット指定 {spec!r}: ボット指定は文字列です",
        },
        "bot.spec_no_name": {"en": "bot spec {spec!r} has no name", "ja": "ボット指定 {spec!r} に名前がありません"},
        "bot.spec_condition": {
            "en": "condition {cond!r} in {spec!r} must be KEY=VALUE[&KEY=VALUE]",
            "ja": "{spec!r} の条件 {cond!r} は KEY=VALUE[&KEY=VALUE] の形で書いてください",
        },
        "bot.params": {
            "en": "bot {spec!r} rejects its parameters: {error}",
            "ja": "ボット {spec!r} はこのパラメータを受け付けません: {error}",
        },
        "bot.level": {
            "en": "unknown level {level!r}; levels: {known}",
            "ja": "レベル {level!r} はありません。レベル: {known}",
        },
        # a game whose descriptor says why the search does not play it (`search`, en + ja)
        "bot.unsupported": {
            "en": "the {bot} bot does not play {game}: {why}",
            "ja": "{bot} ボットは {game} を遊べません（{why}）",
        },
        "ismcts.iterations": {
            "en": "ismcts iterations must be a positive integer, not {value!r}",
            "ja": "ismcts の iterations は正の整数です（{value!r} は不可）",
        },
        "ismcts.time_limit": {
            "en": "ismcts time_limit must be positive seconds, not {value!r}",
            "ja": "ismcts の time_limit は正の秒数です（{value!r} は不可）",
        },
        "ismcts.rollout_depth": {
            "en": "ismcts rollout_depth must be >= 0, not {value!r}",
            "ja": "ismcts の rollout_depth は 0 以上です（{value!r} は不可）",
        },
        "ismcts.pool": {
            "en": "ismcts pool must be a positive integer, not {value!r}",
            "ja": "ismcts の pool は正の整数です（{value!r} は不可）",
        },
        "ismcts.rollout": {
            "en": "ismcts has no rollout {rollout!r} for {game}; rollouts: {known}",
            "ja": "ismcts に {game} のロールアウト {rollout!r} はありません。使えるもの: {known}",
        },
        "ismcts.explore": {
            "en": "ismcts explore must be in [0, 1], not {value!r}",
            "ja": "ismcts の explore は 0〜1 です（{value!r} は不可）",
        },
        "ismcts.opponents": {
            "en": "ismcts opponents must be 'search' or 'policy', not {value!r}",
            "ja": "ismcts の opponents は 'search' か 'policy' です（{value!r} は不可）",
        },
        "ismcts.opponents_policy": {
            "en": "ismcts opponents=policy needs a rollout policy",
            "ja": "ismcts の opponents=policy にはロールアウト方策が必要です",
        },
        "ismcts.keep": {
            "en": "ismcts keep needs a rollout policy and a margin >= 0",
            "ja": "ismcts の keep にはロールアウト方策と 0 以上の幅が必要です",
        },
        "ismcts.no_belief": {
            "en": "ismcts has no belief model for {game}",
            "ja": "ismcts には {game} の推定モデルがありません",
        },
        "ismcts.belief": {
            "en": "ismcts belief must be 'uniform' or 'model', not {value!r}",
            "ja": "ismcts の belief は 'uniform' か 'model' です（{value!r} は不可）",
        },
        "ladder.pairing": {
            "en": "a pairing is HIGHER-LOWER of two different levels ({levels}), e.g. hard-normal, not {pairing!r}",
            "ja": "対戦の組は 上-下 の2つの異なるレベル（{levels}）で書きます。例: hard-normal（{pairing!r} は不可）",
        },
        "ladder.games": {
            "en": "--games must be an even number >= 2 (duplicate deals), not {games!r}",
            "ja": "--games は 2 以上の偶数です（同じ配りを入れ替えて遊ぶため。{games!r} は不可）",
        },
        "ladder.jobs": {"en": "--jobs must be >= 1, not {jobs!r}", "ja": "--jobs は 1 以上です（{jobs!r} は不可）"},
    }
)
