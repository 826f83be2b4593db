// TesseraContacts
