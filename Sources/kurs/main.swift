#if canImport(Glibc)
import Glibc
#endif
import KursApp

// BRANCH `app` ONLY: runs the dashboard directly until the CLI branch lands; restore
// `KursCommandLine.main(CommandLine.arguments)` at merge.
exit(BranchDashboardPreview.main(CommandLine.arguments))
