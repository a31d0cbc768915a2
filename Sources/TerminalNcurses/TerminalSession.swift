import CNcursesw
import TerminalUI
