import KursApp

KursCommandLine.main(CommandLine.arguments)
