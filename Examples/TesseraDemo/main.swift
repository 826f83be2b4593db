import Tessera
import TesseraTerminal
print("demo")
