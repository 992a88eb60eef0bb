import Foundation

exit(Player.main(arguments: Array(CommandLine.arguments.dropFirst())))
