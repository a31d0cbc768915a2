import KursCommands

KursCommandLine.main(CommandLine.arguments)
