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
        "sim.words.all_matches": {"en": "all matches", "ja": "全マッチ"},
        "sim.words.preset": {"en": "preset", "ja": "プリセット"},
        "sim.words.range": {"en": "{lo}–{hi}", "ja": "{lo}〜{hi}"},
        "sim.words.level": {"en": "{level} level ({bot})", "ja": "{level}レベル（{bot}）"},
        "sim.words.yes": {"en": "yes", "ja": "はい"},
        "sim.words.no": {"en": "no", "ja": "いいえ"},
        "sim.words.vs": {"en": "{a} vs {b}", "ja": "{a} 対 {b}"},
        "sim.words.seat_bot": {"en": "{player}: {bot}", "ja": "{player}: {bot}"},
        # `tefuda report` (sim/report.py): headings, table headers, charts, explanations
        "sim.report.title": {"en": "tefuda report — {title}", "ja": "tefuda レポート — {title}"},
        "sim.report.source": {"en": "Source:", "ja": "元データ:"},
        "sim.report.run": {"en": "Run", "ja": "実行内容"},
        "sim.report.run_games": {"en": "{n} games of {title}.", "ja": "{title}を{n}ゲーム。"},
        "sim.report.run_games_of": {
            "en": "{n} games of {title} (of {total} planned).",
            "ja": "{title}を{n}ゲーム（予定 {total}ゲーム中）。",
        },
        "sim.report.run_matches": {
            "en": "{n} matches of {title}, each of {games} games.",
            "ja": "{title}のマッチ（1マッチ {games}ゲーム）を{n}回。",
        },
        "sim.report.run_matches_of": {
            "en": "{n} matches of {title} (of {total} planned), each of {games} games.",
            "ja": "{title}のマッチ（1マッチ {games}ゲーム）を{n}回（予定 {total}回中）。",
        },
        "sim.report.match_rows": {
            "en": "Each row is one whole match: a win is winning the match (first in its standings), "
            "a match's length counts its bots' decisions over all its games, and its result holds "
            "the match's totals.",
            "ja": "1行が1マッチ全体です。勝ちはマッチに勝つこと（順位の1位）、マッチの長さは全ゲームを通した"
            "ボットの判断の数、結果はマッチの合計です。",
        },
        "sim.report.setting": {"en": "setting", "ja": "設定"},
        "sim.report.value": {"en": "value", "ja": "値"},
        "sim.report.seed": {"en": "seed", "ja": "シード"},
        "sim.report.games_per_point": {"en": "games per point", "ja": "条件ごとのゲーム数"},
        "sim.report.matches_per_point": {"en": "matches per point", "ja": "条件ごとのマッチ数"},
        "sim.report.options": {"en": "options", "ja": "オプション"},
        "sim.report.sweep": {"en": "sweep", "ja": "スイープ"},
        "sim.report.bots": {"en": "bots", "ja": "ボット"},
        "sim.report.rotation": {"en": "seat rotation", "ja": "席の入れ替え"},
        "sim.report.rotation_yes": {
            "en": "yes: each bot sits in every seat in turn",
            "ja": "あり: 各ボットが順にすべての席に座る",
        },
        "sim.report.yes": {"en": "yes", "ja": "あり"},
        "sim.report.no": {"en": "no", "ja": "なし"},
        "sim.report.duplicate": {"en": "duplicate deals", "ja": "同じ配札での再戦（デュプリケート）"},
        "sim.report.seconds": {"en": "mean seconds per game", "ja": "1ゲームの平均秒数"},
        "sim.report.seconds_match": {"en": "mean seconds per match", "ja": "1マッチの平均秒数"},
        "sim.report.defaults": {"en": "the game's defaults", "ja": "ゲームの既定値"},
        "sim.report.defaults_are": {"en": "the game's defaults ({options})", "ja": "ゲームの既定値（{options}）"},
        "sim.report.defaults_rest": {"en": "; defaults for the rest ({options})", "ja": "。ほかは既定値（{options}）"},
        "sim.report.preset_rest": {
            "en": "; as the preset sets them ({options})",
            "ja": "。プリセットによる設定（{options}）",
        },
        "sim.report.presets_rest": {
            "en": "; {labels} as each point's preset sets them",
            "ja": "。{labels}は各条件のプリセットのとおり",
        },
        "sim.report.matchup_sep": {"en": "; ", "ja": " ／ "},
        "sim.report.bot_everyone": {"en": "{bot} for every player (the default)", "ja": "全プレイヤーが{bot}（既定）"},
        "sim.report.bots_rotated": {
            "en": "{lineup} in the first game, moved one seat on each game",
            "ja": "最初のゲームは{lineup}、ゲームごとに1席ずつ移動",
        },
        "sim.report.bots_rotated_match": {
            "en": "{lineup} in the first match, moved one seat on each match",
            "ja": "最初のマッチは{lineup}、マッチごとに1席ずつ移動",
        },
        "sim.report.first_player": {
            "en": "The player who acted first won {p} % of the games [95 % interval {lo}–{hi}]. "
            "If moving first did not matter, each of the {players} players would win an even share: "
            "(100 % − {draws} % games without a winner) / {players} players = {fair} %.",
            "ja": "最初に行動したプレイヤーの勝率は {p} %でした［95 % 区間 {lo}–{hi}］。"
            "先に動くことに意味がなければ、{players}人のプレイヤーはそれぞれ均等な割合で勝つはずです: "
            "(100 % − 勝者のいないゲーム {draws} %) ÷ {players}人 = {fair} %。",
        },
        "sim.report.first_edge_up": {
            "en": "The whole interval lies above the even share: moving first is worth {edge} percentage points.",
            "ja": "区間全体が均等な割合より上にあります。先に動くことの価値は {edge} パーセントポイントです。",
        },
        "sim.report.first_edge_down": {
            "en": "The whole interval lies below the even share: moving first costs {edge} percentage points.",
            "ja": "区間全体が均等な割合より下にあります。先に動くと {edge} パーセントポイント不利です。",
        },
        "sim.report.first_no_edge": {
            "en": "The interval contains the even share, so these {n} games show no clear edge for or "
            "against moving first: the difference of {edge} percentage points is within what chance gives.",
            "ja": "区間が均等な割合を含むので、この{n}ゲームからは先に動くことの有利・不利ははっきりしません。"
            "{edge} パーセントポイントの差は偶然でも生じる範囲です。",
        },
        "sim.report.seats_note": {
            "en": "The players are named by seat ({first} sits in the first seat, {last} in the last). "
            "Who acts first is not a seat: the rules and options decide it in each game. How often each seat acted first "
            "here: {shares}.",
            "ja": "プレイヤーは席で呼んでいます（{first}が最初の席、{last}が最後の席）。最初に行動するプレイヤーは席では決まらず、"
            "ゲームごとにルールとオプションで決まります。ここで各席が最初に行動した割合: {shares}。",
        },
        "sim.report.seat_share": {"en": "{player} {share} %", "ja": "{player} {share} %"},
        "sim.report.win_rates": {"en": "Win rates — {point}", "ja": "勝率 — {point}"},
        "sim.report.by_player": {"en": "by player (seat order)", "ja": "プレイヤー別（席順）"},
        "sim.report.by_bot": {"en": "by bot", "ja": "ボット別"},
        "sim.report.win_rate": {"en": "win rate", "ja": "勝率"},
        "sim.report.win_rate_pct": {"en": "win rate (%)", "ja": "勝率（%）"},
        "sim.report.even_share": {"en": "even share", "ja": "均等な割合"},
        "sim.report.who": {"en": "who", "ja": "だれ"},
        "sim.report.wins": {"en": "wins", "ja": "勝ち"},
        "sim.report.games": {"en": "games", "ja": "ゲーム数"},
        "sim.report.matches": {"en": "matches", "ja": "マッチ数"},
        "sim.report.win_rate_wilson": {"en": "win rate [95 % Wilson]", "ja": "勝率［95 % ウィルソン区間］"},
        "sim.report.lengths": {"en": "Game length (actions per game)", "ja": "ゲームの長さ（1ゲームの行動数）"},
        "sim.report.actions": {"en": "actions", "ja": "行動数"},
        "sim.report.lengths_match": {
            "en": "Match length (bot decisions per match)",
            "ja": "マッチの長さ（1マッチのボットの判断数）",
        },
        "sim.report.decisions": {"en": "bot decisions", "ja": "ボットの判断数"},
        "sim.report.point": {"en": "point", "ja": "条件"},
        "sim.report.mean": {"en": "mean", "ja": "平均"},
        "sim.report.median": {"en": "median", "ja": "中央値"},
        "sim.report.min": {"en": "min", "ja": "最小"},
        "sim.report.max": {"en": "max", "ja": "最大"},
        "sim.report.result": {"en": "Result: {name}", "ja": "結果: {name}"},
        "sim.report.every_player": {"en": "every player", "ja": "全プレイヤー"},
        "sim.report.winner": {"en": "winner", "ja": "勝者"},
        "sim.report.count": {"en": "count", "ja": "件数"},
        "sim.report.mean_every": {"en": "mean {name} (every player)", "ja": "{name}の平均（全プレイヤー）"},
        "sim.report.mean_winner": {"en": "mean {name} (winner)", "ja": "{name}の平均（勝者）"},
        "sim.report.winner_share": {
            "en": "winner's share of the total {name}",
            "ja": "{name}の合計に占める勝者の割合",
        },
        "sim.report.player": {"en": "player", "ja": "プレイヤー"},
        "sim.report.bot_named": {"en": "bot {bot}", "ja": "ボット {bot}"},
        "sim.report.share_pct": {"en": "share of games (%)", "ja": "ゲームに占める割合（%）"},
        "sim.report.sweep_title": {"en": "Option sweep", "ja": "オプションのスイープ"},
        "sim.report.first": {"en": "first player", "ja": "最初のプレイヤー"},
        "sim.report.mean_actions": {"en": "mean actions", "ja": "平均行動数"},
        "sim.report.first_rate": {"en": "first-player win rate", "ja": "最初のプレイヤーの勝率"},
        "sim.report.even_share_formula": {
            "en": "even share: (100 % − draws) / players",
            "ja": "均等な割合: (100 % − 引き分け) ÷ 人数",
        },
        "sim.report.ratings": {
            "en": "Ratings (Bradley–Terry, Elo scale)",
            "ja": "レーティング（ブラッドリー・テリー、イロレーティングの尺度）",
        },
        "sim.report.rating": {"en": "rating", "ja": "レーティング"},
        "sim.report.bot": {"en": "bot", "ja": "ボット"},
        "sim.report.seat_games": {"en": "win rate (seat-games)", "ja": "勝率（席単位）"},
        "sim.report.seat_matches": {"en": "win rate (seat-matches)", "ja": "勝率（席単位、マッチごと）"},
        "sim.report.ratings_text_match": {
            "en": "Every pair of seats with different bots in a match counts as one pairwise result "
            "(the better match return, from its standings, wins; equal draws); ratings are the "
            "maximum-likelihood Bradley–Terry strengths, 400·log10 scale, mean 1500.",
            "ja": "1マッチの中で異なるボットが座る2席の組それぞれを、1つの対戦結果として数えます"
            "（マッチの順位による報酬の高いほうが勝ち、同じなら引き分け）。レーティングはブラッドリー・テリー・"
            "モデルの最尤推定による強さで、400·log10 の尺度、平均 1500 です。",
        },
        "sim.report.pairwise_text_match": {
            "en": "Each match counts once for every pair of seats with different bots in it (a match with "
            "three seats of one bot and two of another is six pairings); the better place in the match's "
            "standings wins the pairing. The score is the first-named bot's: a win 1, a draw ½, as a "
            "share of the pairings, so 50 % is even. The pairings of one match are not independent, "
            "so the interval is narrower than the matches alone would give.",
            "ja": "1マッチの中で異なるボットが座る2席の組それぞれを1回の対戦として数えます（あるボット3席と"
            "別のボット2席のマッチなら6回）。マッチの順位が上のほうが勝ちです。スコアは先に書いた"
            "ボットのもので、勝ち1・引き分け½を対戦数で割った割合です（50 % で五分）。同じマッチの対戦は"
            "互いに独立ではないので、区間はマッチだけから求めるより狭く出ます。",
        },
        "sim.report.pair": {"en": "pair", "ja": "組"},
        "sim.report.pairwise": {"en": "Pairwise results", "ja": "ボット同士の対戦成績"},
        "sim.report.pairwise_text": {
            "en": "Each game counts once for every pair of seats with different bots in it (a game with "
            "three seats of one bot and two of another is six pairings); the higher return wins the "
            "pairing, equal returns draw. The score is the first-named bot's: a win 1, a draw ½, as a "
            "share of the pairings, so 50 % is even. The pairings of one game are not independent, "
            "so the interval is narrower than the games alone would give.",
            "ja": "1ゲームの中で異なるボットが座る2席の組それぞれを1回の対戦として数えます（あるボット3席と"
            "別のボット2席のゲームなら6回）。報酬の高いほうが勝ち、同じなら引き分けです。スコアは先に書いた"
            "ボットのもので、勝ち1・引き分け½を対戦数で割った割合です（50 % で五分）。同じゲームの対戦は"
            "互いに独立ではないので、区間はゲームだけから求めるより狭く出ます。",
        },
        "sim.report.pair_first_wins": {"en": "wins of the first", "ja": "前者の勝ち"},
        "sim.report.pair_draws": {"en": "draws", "ja": "引き分け"},
        "sim.report.pair_second_wins": {"en": "wins of the second", "ja": "後者の勝ち"},
        "sim.report.pairings": {"en": "pairings", "ja": "対戦数"},
        "sim.report.pair_score": {
            "en": "score of the first [95 % Wilson]",
            "ja": "前者のスコア［95 % ウィルソン区間］",
        },
        "sim.report.ratings_text": {
            "en": "Every pair of seats with different bots in a game counts as one pairwise result "
            "(higher return wins, equal draws); ratings are the maximum-likelihood "
            "Bradley–Terry strengths, 400·log10 scale, mean 1500.",
            "ja": "1ゲームの中で異なるボットが座る2席の組それぞれを、1つの対戦結果として数えます"
            "（報酬の高いほうが勝ち、同じなら引き分け）。レーティングはブラッドリー・テリー・モデルの"
            "最尤推定による強さで、400·log10 の尺度、平均 1500 です。",
        },
        # `tefuda sim`'s summary on the terminal (apps/cmd_sim.py)
        "sim.summary.run": {
            "en": "{out}: {total} games ({skipped} resumed, {played} played in {seconds} s, {rate} games/s)",
            "ja": "{out}: {total}ゲーム（続きから {skipped}、今回 {played}ゲームを {seconds} 秒で実行、毎秒 {rate}ゲーム）",
        },
        "sim.summary.run_matches": {
            "en": "{out}: {total} matches ({skipped} resumed, {played} played in {seconds} s, {rate} matches/s)",
            "ja": "{out}: {total}マッチ（続きから {skipped}、今回 {played}マッチを {seconds} 秒で実行、毎秒 {rate}マッチ）",
        },
        "sim.summary.point_matches": {
            "en": "[{point}]  {n} matches of {games} games each, mean {mean} bot decisions per match",
            "ja": "［{point}］ {n}マッチ（1マッチ {games}ゲーム）、1マッチ平均 {mean} 回のボットの判断",
        },
        "sim.summary.point": {
            "en": "[{point}]  {n} games, mean {mean} actions",
            "ja": "［{point}］ {n}ゲーム、平均 {mean} 行動",
        },
        "sim.summary.by_player": {
            "en": "win rate by player (seat order; {first} sits in the first seat):",
            "ja": "プレイヤー別の勝率（席順。{first}が最初の席）:",
        },
        "sim.summary.no_winner": {"en": "games without a winner (draws):", "ja": "勝者のいないゲーム（引き分け）:"},
        "sim.summary.by_bot": {"en": "win rate by bot:", "ja": "ボット別の勝率:"},
        "sim.summary.by_bot_in": {
            "en": "win rate by bot in {lineup} ({n} games):",
            "ja": "ボット別の勝率（{lineup}、{n}ゲーム）:",
        },
        "sim.summary.mean_return": {"en": "mean return by bot: {returns}", "ja": "ボット別の平均報酬: {returns}"},
        "sim.summary.records": {
            "en": "records of the {n} games played: {folder} (watch one: tefuda replay {example})",
            "ja": "プレイした {n}ゲームの記録: {folder}（見るには: tefuda replay {example}）",
        },
        "sim.summary.interrupted": {
            "en": "interrupted; finished games are saved — continue with the same command plus --resume",
            "ja": "中断しました。終わったゲームは保存されています — 同じコマンドに --resume を付けると続きから実行します",
        },
        "sim.summary.rate": {"en": "{rate} games/s", "ja": "毎秒 {rate}ゲーム"},
        "sim.summary.no_rate": {"en": "- games/s", "ja": "毎秒 - ゲーム"},
        "sim.summary.rate_matches": {"en": "{rate} matches/s", "ja": "毎秒 {rate}マッチ"},
        "sim.summary.no_rate_matches": {"en": "- matches/s", "ja": "毎秒 - マッチ"},
        "sim.summary.eta": {"en": "ETA", "ja": "残り"},
        "sim.game_failed": {
            "en": "game {index} ({game} options={options} seats={seats} seed={seed} bot_seed={bot_seed}) "
            "failed: {error}",
            "ja": "ゲーム {index}（{game} options={options} seats={seats} seed={seed} bot_seed={bot_seed}）"
            "が失敗しました: {error}",
        },
    }
)
