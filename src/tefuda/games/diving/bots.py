from tefuda.bots.base import RandomBot
BOTS = {"random": RandomBot}
LEVELS = {"easy": "random", "normal": "random", "hard": "random"}
