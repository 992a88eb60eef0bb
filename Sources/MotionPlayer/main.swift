import Foundation
import Motion

// Lines reach a pipe or a log file as they are printed (where a screenshot went, say).
setvbuf(stdout, nil, _IOLBF, 0)
exit(AppLauncher.main(shell: PlayerShell(), arguments: Array(CommandLine.arguments.dropFirst())))
