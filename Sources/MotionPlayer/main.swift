import Foundation

// Lines reach a pipe or a log file as they are printed (where a screenshot went, say).
setvbuf(stdout, nil, _IOLBF, 0)
exit(Player.main(arguments: Array(CommandLine.arguments.dropFirst())))
