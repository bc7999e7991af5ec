"""The simulator's user-facing messages (`tefuda sim`, `tefuda report`) in English and Japanese."""

from tefuda.core.i18n import register

register(
    {
        "sim.games": {
            "en": "--games must be a positive number, not {games!r}",
            "ja": "--games は正の数です（{games!r} は不可）",
        },
        "sim.game_missing": {
            "en": "game {game!r} is not installed",
            "ja": "ゲーム {game!r} はインストールされていません",
        },
        "sim.sweep_empty": {
            "en": "--sweep {option}= needs at least one value",
            "ja": "--sweep {option}= には値が1つ以上必要です",
        },
        "sim.set_and_swept": {
            "en": "option {option!r} is both set (-o) and swept (--sweep)",
            "ja": "オプション {option!r} が -o と --sweep の両方で指定されています",
        },
        "sim.sweep_twice": {
            "en": "option {option!r} is swept twice",
            "ja": "オプション {option!r} が2回 --sweep されています",
        },
        "sim.sweep_form": {
            "en": "--sweep {item!r} must be NAME=V1,V2,...",
            "ja": "--sweep {item!r} は 名前=値1,値2,... の形で書いてください",
        },
        "sim.sweep_point": {"en": "{error} (sweep point {point})", "ja": "{error}（スイープの点 {point}）"},
        "sim.no_match": {"en": "{game} has no match layer", "ja": "{game} にはマッチ（複数ゲーム）の層がありません"},
        "sim.bots_and_matchups": {
            "en": "give either bots or matchups, not both",
            "ja": "bots と matchups はどちらか一方だけ指定してください",
        },
        "sim.bot_count": {
            "en": "{given} bots given for {seats} seats; give at most one per seat",
            "ja": "{seats}席に{given}体のボットが指定されています。1席に1体までです",
        },
        "sim.bot_no_name": {"en": "bot spec {spec!r} has no name", "ja": "ボット指定 {spec!r} に名前がありません"},
        "sim.bot_condition": {
            "en": "condition {cond!r} in {spec!r} must be KEY=VALUE[&KEY=VALUE]",
            "ja": "{spec!r} の条件 {cond!r} は KEY=VALUE[&KEY=VALUE] の形で書いてください",
        },
        "sim.bot_params": {
            "en": "bot {spec!r} rejects its parameters: {error}",
            "ja": "ボット {spec!r} はそのパラメータを受け付けません: {error}",
        },
        "sim.no_ray": {
            "en": "--backend ray needs the ray package (pip install 'tefuda[ray]')",
            "ja": "--backend ray には ray パッケージが必要です（pip install 'tefuda[ray]'）",
        },
        "sim.ray_address": {
            "en": "Ray address {address!r} must be HOST:PORT (or ray://HOST:PORT, or auto)",
            "ja": "Ray のアドレス {address!r} は HOST:PORT（または ray://HOST:PORT、auto）の形です",
        },
        "sim.ray_silent": {
            "en": "Ray address {address} does not answer ({error})",
            "ja": "Ray のアドレス {address} が応答しません（{error}）",
        },
        "sim.ray_not_ray": {
            "en": "{address} answers, but not as a Ray cluster (no gRPC/HTTP/2 reply)",
            "ja": "{address} は応答しますが Ray クラスターではありません（gRPC/HTTP/2 の応答なし）",
        },
        "sim.ray_join": {
            "en": "cannot join the Ray cluster at {address}: {error}",
            "ja": "{address} の Ray クラスターに参加できません: {error}",
        },
        "sim.backend": {
            "en": "unknown backend {backend!r}; backends: {known}",
            "ja": "バックエンド {backend!r} はありません。使えるもの: {known}",
        },
        "sim.workers": {
            "en": "--workers must be at least 1, not {workers!r}",
            "ja": "--workers は 1 以上です（{workers!r} は不可）",
        },
        "sim.address_local": {
            "en": "--address is for --backend ray",
            "ja": "--address は --backend ray のときだけ使えます",
        },
        "sim.out_exists": {
            "en": "{out} already exists; choose another --out",
            "ja": "{out} はすでにあります。別の --out を指定してください",
        },
        "sim.checkpoint_exists": {
            "en": "{out} already exists; pass --resume to continue that run, or choose another --out",
            "ja": "{out} はすでにあります。続きから実行するなら --resume を、そうでなければ別の --out を指定してください",
        },
        "sim.not_sim_file": {
            "en": "{path} is not a tefuda sim file{error}",
            "ja": "{path} は tefuda sim のファイルではありません{error}",
        },
        "sim.resume_mismatch": {
            "en": "{out} holds a different job (spec {stored}); resume it with the same game, bots, "
            "options, sweep, games and seed",
            "ja": "{out} は別の実行のものです（spec {stored}）。同じゲーム・ボット・オプション・スイープ・"
            "試合数・シードで再開してください",
        },
        "sim.no_resume": {
            "en": "nothing to resume: {out} does not exist",
            "ja": "再開するものがありません: {out} はありません",
        },
        "sim.no_file": {"en": "{path}: no such file", "ja": "{path}: ファイルがありません"},
        "sim.scaling": {
            "en": "--scaling takes worker counts like 1,2 — not {scaling!r}",
            "ja": "--scaling にはワーカー数を 1,2 のように書きます（{scaling!r} は不可）",
        },
        "sim.records_match": {
            "en": "--records saves single games; it cannot be used with --match",
            "ja": "--records は1ゲームずつ保存します。--match とは一緒に使えません",
        },
        "sim.records_dir": {
            "en": "cannot make the records folder {path}: {why}",
            "ja": "記録のフォルダ {path} を作れません: {why}",
        },
        # what the sim summary and the report say for stored codes (sim/words.py)
        "sim.words.on": {"en": "on", "ja": "オン"},
        "sim.words.off": {"en": "off", "ja": "オフ"},
        "sim.words.option": {"en": "{label}: {value}", "ja": "{label}: {value}"},
        "sim.words.sep": {"en": ", ", "ja": "、"},
        "sim.words.all_games": {"en": "all games", "ja": "全ゲーム"},
        "sim.words.level": {"en": "{level} level ({bot})", "ja": "{level}レベル（{bot}）"},
        "sim.game_failed": {
            "en": "game {index} ({game} options={options} seats={seats} seed={seed} bot_seed={bot_seed}) "
            "failed: {error}",
            "ja": "ゲーム {index}（{game} options={options} seats={seats} seed={seed} bot_seed={bot_seed}）"
            "が失敗しました: {error}",
        },
    }
)
