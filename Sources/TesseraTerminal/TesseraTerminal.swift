// TesseraTerminal
