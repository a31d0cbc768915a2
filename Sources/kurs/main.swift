import KursApp

await KursCommandLine.main(CommandLine.arguments)
