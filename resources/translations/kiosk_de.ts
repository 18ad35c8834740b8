<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ArtworkView</name>
    <message>
        <location filename="../../kiosk/ui/widgets.py" line="+122"/>
        <source>Artwork</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The collectible&apos;s picture.</source>
        <translation>Das Bild des Sammlerstücks.</translation>
    </message>
</context>
<context>
    <name>AttendeePage</name>
    <message>
        <location filename="../../kiosk/ui/attendee_page.py" line="+33"/>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Next in line: your code was read. Your turn starts in a moment.</source>
        <translation>Als Nächstes: Dein Code wurde gelesen. Du bist gleich dran.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Clears what you typed and goes back to the welcome screen.</source>
        <translation>Löscht, was du eingegeben hast, und kehrt zum Startbildschirm zurück.</translation>
    </message>
</context>
<context>
    <name>BusyPage</name>
    <message>
        <location filename="../../kiosk/ui/busy_page.py" line="+36"/>
        <source>Getting ready…</source>
        <translation>Wird vorbereitet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kiosk opens in a moment.</source>
        <translation>Der Kiosk ist gleich bereit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking your code…</source>
        <translation>Dein Code wird geprüft…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>This takes a few seconds.</source>
        <translation>Das dauert ein paar Sekunden.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Checking the secret word…</source>
        <translation>Das Geheimwort wird geprüft…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minting your collectible…</source>
        <translation>Dein Sammlerstück wird gemintet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please wait, this can take a little while.</source>
        <translation>Bitte warte, das kann einen Moment dauern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Almost there…</source>
        <translation>Fast geschafft…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the blockchain to confirm it.</source>
        <translation>Wir warten auf die Bestätigung der Blockchain.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Working</source>
        <translation>In Arbeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turning circle: the kiosk is at work.</source>
        <translation>Ein drehender Kreis: Der Kiosk arbeitet.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Goes back to the welcome screen. It does not stop the mint already asked for.</source>
        <translation>Kehrt zum Startbildschirm zurück. Der bereits angefragte Mint wird dadurch nicht gestoppt.</translation>
    </message>
</context>
<context>
    <name>CameraView</name>
    <message>
        <location filename="../../kiosk/ui/camera_view.py" line="+39"/>
        <location line="+43"/>
        <source>Hold it steady…</source>
        <translation>Bitte ruhig halten…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>One code at a time, please: hold only one QR code inside the four corners.</source>
        <translation>Bitte nur einen Code auf einmal: Halte nur einen QR-Code zwischen die vier Ecken.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hold the QR code inside the four corners.</source>
        <translation>Halte den QR-Code zwischen die vier Ecken.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>One code at a time, please</source>
        <translation>Bitte nur einen Code auf einmal</translation>
    </message>
</context>
<context>
    <name>ChecksPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/checks_page.py" line="+36"/>
        <source>Passed.</source>
        <translation>Bestanden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed, with a warning.</source>
        <translation>Bestanden, mit einer Warnung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed.</source>
        <translation>Fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+8"/>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Checks the settings, the keyring, the credentials, the service, the chosen drop and the camera, one after another, and says what to do about each problem.</source>
        <translation>Prüft nacheinander die Einstellungen, den Schlüsselbund, die Zugangsdaten, den Dienst, den gewählten Drop und die Kamera und sagt dir, was bei jedem Problem zu tun ist.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Runs every check; a line for each appears below.</source>
        <translation>Führt alle Prüfungen aus; für jede erscheint unten eine Zeile.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Testing…</source>
        <translation>Wird getestet…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%Ln check(s) failed: see the red lines.</source>
        <translation>
            <numerusform>%Ln Prüfung fehlgeschlagen: siehe die rote Zeile.</numerusform>
            <numerusform>%Ln Prüfungen fehlgeschlagen: siehe die roten Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All checks passed, with warnings.</source>
        <translation>Alle Prüfungen bestanden, mit Warnungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>Alle Prüfungen bestanden.</translation>
    </message>
</context>
<context>
    <name>CodeEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/code_entry_page.py" line="+18"/>
        <source>Type your code</source>
        <translation>Gib deinen Code ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six letters or digits; capital or small letters both work. Zero and the letter O are different, as are one, I and L.</source>
        <translation>Sechs Buchstaben oder Ziffern; groß oder klein ist egal. Null und der Buchstabe O sind verschieden, ebenso Eins, I und L.</translation>
    </message>
</context>
<context>
    <name>CodesPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/codes_page.py" line="+71"/>
        <source>Mint links (codes)</source>
        <translation>Mint-Links (Codes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word claims</source>
        <translation>Geheimwort-Mints</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Website claims</source>
        <translation>Website-Mints</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+73"/>
        <source>Mint codes</source>
        <translation>Mint-Codes</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Type the drop&apos;s six-digit edit code (you got it when the drop was created) to see its mint codes and how many are left, or to ask for more.</source>
        <translation>Gib den sechsstelligen Bearbeitungscode des Drops ein (du hast ihn beim Anlegen bekommen), um seine Mint-Codes und die übrigen zu sehen oder mehr anzufordern.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+336"/>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <location line="-335"/>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+103"/>
        <source>Request more mints</source>
        <translation>Mints anfordern</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+30"/>
        <source>Edit code</source>
        <translation>Bearbeitungscode</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The six digits you got when the drop was created.</source>
        <translation>Die sechs Ziffern, die du beim Anlegen des Drops bekommen hast.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the edit code</source>
        <translation>Bearbeitungscode zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides the digits typed.</source>
        <translation>Zeigt oder verbirgt die eingegebenen Ziffern.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Asks the service for the drop&apos;s mint codes with this edit code.</source>
        <translation>Fragt den Dienst mit diesem Bearbeitungscode nach den Mint-Codes des Drops.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Each mint code of the drop and whether it is claimed.</source>
        <translation>Jeder Mint-Code des Drops und ob er eingelöst ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mint code</source>
        <translation>Mint-Code</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+23"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The kind of mints to ask for.</source>
        <translation>Die Art der Mints, die du anforderst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+22"/>
        <source>How many</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>How many more mints to ask for.</source>
        <translation>Wie viele Mints du zusätzlich anforderst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sends the request; the service&apos;s team reviews it.</source>
        <translation>Sendet die Anfrage; das Team des Dienstes prüft sie.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose a drop first: its mint codes are shown here.</source>
        <translation>Wähle zuerst einen Drop: Seine Mint-Codes erscheinen dann hier.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Asking the service…</source>
        <translation>Anfrage beim Dienst…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln mint code(s): {claimed} claimed; the drop has expired, none can be minted</source>
        <translation>
            <numerusform>%Ln Mint-Code: {claimed} eingelöst; der Drop ist abgelaufen, keiner kann mehr gemintet werden</numerusform>
            <numerusform>%Ln Mint-Codes: {claimed} eingelöst; der Drop ist abgelaufen, keiner kann mehr gemintet werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left if the drop has not expired (the service did not say its date)</source>
        <translation>
            <numerusform>%Ln Mint-Code: {claimed} eingelöst, {left} übrig, falls der Drop nicht abgelaufen ist (der Dienst nannte sein Datum nicht)</numerusform>
            <numerusform>%Ln Mint-Codes: {claimed} eingelöst, {left} übrig, falls der Drop nicht abgelaufen ist (der Dienst nannte sein Datum nicht)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left</source>
        <translation>
            <numerusform>%Ln Mint-Code: {claimed} eingelöst, {left} übrig</numerusform>
            <numerusform>%Ln Mint-Codes: {claimed} eingelöst, {left} übrig</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Claimed</source>
        <translation>Eingelöst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not claimed yet</source>
        <translation>Noch nicht eingelöst</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Edit code accepted. It is kept in this computer&apos;s keyring, so the statistics can count the codes left.</source>
        <translation>Bearbeitungscode akzeptiert. Er liegt im Schlüsselbund dieses Computers, damit die Statistik die übrigen Codes zählen kann.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit code accepted. This computer has no keyring, so it is kept only until the kiosk closes: you will be asked again after a restart.</source>
        <translation>Bearbeitungscode akzeptiert. Dieser Computer hat keinen Schlüsselbund, daher gilt er nur, bis der Kiosk beendet wird: Nach einem Neustart wirst du erneut danach gefragt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Using the edit code kept on this computer.</source>
        <translation>Der auf diesem Computer gespeicherte Bearbeitungscode wird verwendet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That edit code is not right for this drop. Check the six digits you got when the drop was created, and that the right drop is chosen.</source>
        <translation>Dieser Bearbeitungscode passt nicht zu diesem Drop. Prüfe die sechs Ziffern, die du beim Anlegen des Drops bekommen hast, und ob der richtige Drop gewählt ist.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Request #{id} sent, but the drop has expired: the service refuses every claim of it, the new ones too. Its organiser can move the expiry date.</source>
        <translation>Anfrage #{id} gesendet, aber der Drop ist abgelaufen: Der Dienst lehnt jede Einlösung ab, auch die neuen. Sein Veranstalter kann das Ablaufdatum verschieben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Request #{id} sent: the claims are added to the drop&apos;s secret word, not to these mint codes, once the service approves it. Check the word on the Secret word page.</source>
        <translation>Anfrage #{id} gesendet: Die Einlösungen kommen zum Geheimwort des Drops, nicht zu diesen Mint-Codes, sobald der Dienst sie genehmigt. Prüfe das Wort auf der Seite „Geheimwort“.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Request #{id} sent, but the mint codes could not be read again, so the kiosk cannot tell whether the new ones are made yet. Open this page again in a minute to see them.</source>
        <translation>Anfrage #{id} gesendet, aber die Mint-Codes konnten nicht erneut gelesen werden, daher weiß der Kiosk nicht, ob die neuen schon erstellt sind. Öffne diese Seite in einer Minute erneut, um sie zu sehen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} done: the service made the new mint links at once. Mint codes listed before: {before}; now: {now}.</source>
        <translation>Anfrage #{id} erledigt: Der Dienst hat die neuen Mint-Links sofort erstellt. Mint-Codes vorher: {before}; jetzt: {now}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} sent: it will be reviewed by the service&apos;s team, and the new mints appear here once it is approved.</source>
        <translation>Anfrage #{id} gesendet: Das Team des Dienstes prüft sie, und die neuen Mints erscheinen hier, sobald sie genehmigt ist.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Check the edit code first.</source>
        <translation>Prüfe zuerst den Bearbeitungscode.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>An edit code is six digits: the one you got when the drop was created.</source>
        <translation>Ein Bearbeitungscode hat sechs Ziffern: Du hast ihn beim Anlegen des Drops bekommen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
</context>
<context>
    <name>Connection</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+321"/>
        <source>The kiosk is offline</source>
        <translation>Der Kiosk ist offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minting is paused for now. Please try again in a few minutes.</source>
        <translation>Das Minten ist gerade pausiert. Bitte versuch es in ein paar Minuten noch einmal.</translation>
    </message>
</context>
<context>
    <name>ConnectionPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/connection_page.py" line="+69"/>
        <source>Service address (base URL)</source>
        <translation>Dienstadresse (Basis-URL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token issuer address (auth URL)</source>
        <translation>Token-Aussteller (Auth-URL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mint site address</source>
        <translation>Adresse der Mint-Website</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client id</source>
        <translation>Client-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client secret</source>
        <translation>Client-Secret</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Issued by the minting service; kept in the keyring, never shown.</source>
        <translation>Vom Mint-Dienst ausgestellt; liegt im Schlüsselbund und wird nie angezeigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A web address starting with https://.</source>
        <translation>Eine Webadresse, die mit https:// beginnt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials are kept in this computer&apos;s keyring.</source>
        <translation>Die Zugangsdaten liegen im Schlüsselbund dieses Computers.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The credentials come from environment variables.</source>
        <translation>Die Zugangsdaten kommen aus Umgebungsvariablen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The credentials come partly from environment variables, the rest from the keyring.</source>
        <translation>Die Zugangsdaten kommen teils aus Umgebungsvariablen, der Rest aus dem Schlüsselbund.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No credentials are saved yet.</source>
        <translation>Noch keine Zugangsdaten gespeichert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some credentials are missing: type them below, or set their environment variables.</source>
        <translation>Einige Zugangsdaten fehlen: Gib sie unten ein oder setze ihre Umgebungsvariablen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials typed last are used until the kiosk closes: the keyring did not keep them.</source>
        <translation>Die zuletzt eingegebenen Zugangsdaten werden verwendet, bis der Kiosk geschlossen wird: Der Schlüsselbund hat sie nicht behalten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring, so credentials cannot be saved here: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Dieser Computer hat keinen Schlüsselbund, daher können hier keine Zugangsdaten gespeichert werden: Trage sie in die Umgebungsvariablen KIOSK_API_KEY, KIOSK_CLIENT_ID und KIOSK_CLIENT_SECRET ein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This computer has no keyring to keep the credentials. Set the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET and start the kiosk again, or install a keyring (GNOME Keyring, KWallet). Credentials typed here work only until the kiosk closes.</source>
        <translation>Dieser Computer hat keinen Schlüsselbund für die Zugangsdaten. Setze die Umgebungsvariablen KIOSK_API_KEY, KIOSK_CLIENT_ID und KIOSK_CLIENT_SECRET und starte den Kiosk neu, oder installiere einen Schlüsselbund (GNOME Keyring, KWallet). Hier eingegebene Zugangsdaten gelten nur, bis der Kiosk beendet wird.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The addresses of the minting service and the credentials it issued you. Secrets go to this computer&apos;s keyring, never to the settings file.</source>
        <translation>Die Adressen des Mint-Dienstes und die Zugangsdaten, die er dir ausgestellt hat. Geheime Daten kommen in den Schlüsselbund dieses Computers, nie in die Einstellungsdatei.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the {0}</source>
        <translation>{0} zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides what is typed.</source>
        <translation>Zeigt oder verbirgt, was eingegeben ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checks the addresses, then saves them and the credentials.</source>
        <translation>Prüft die Adressen und speichert sie dann mit den Zugangsdaten.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved. Leave empty to keep it.</source>
        <translation>Gespeichert. Leer lassen, um es zu behalten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>from the environment variable {0}</source>
        <translation>aus der Umgebungsvariable {0}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved. Next: Test connection.</source>
        <translation>Gespeichert. Weiter mit: Verbindung testen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Addresses saved. No keyring could keep the credentials (there is none, or it is locked), so they are used only until the kiosk closes: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Adressen gespeichert. Kein Schlüsselbund konnte die Zugangsdaten aufnehmen (es gibt keinen, oder er ist gesperrt), daher gelten sie nur, bis der Kiosk beendet wird: Trage sie in die Umgebungsvariablen KIOSK_API_KEY, KIOSK_CLIENT_ID und KIOSK_CLIENT_SECRET ein.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+10"/>
        <source>Enter the {0}.</source>
        <translation>Bitte fülle „{0}“ aus.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The {0} must be a web address starting with https:// (or http:// for a test service).</source>
        <translation>„{0}“ muss eine Webadresse sein, die mit https:// beginnt (oder http:// bei einem Testdienst).</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message>
        <location filename="../../kiosk/ui/countdown_overlay.py" line="+46"/>
        <source>Still there?</source>
        <translation>Noch da?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap to continue</source>
        <translation>Tippen zum Weitermachen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Still there? Tap to continue</source>
        <translation>Noch da? Tippen zum Weitermachen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap anywhere to keep this page.</source>
        <translation>Tippe irgendwohin, um auf dieser Seite zu bleiben.</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>Otherwise the kiosk starts over in %Ln s.</source>
        <translation>
            <numerusform>Sonst beginnt der Kiosk in %Ln s von vorn.</numerusform>
            <numerusform>Sonst beginnt der Kiosk in %Ln s von vorn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DispenserPage</name>
    <message>
        <location filename="../../kiosk/ui/dispenser_page.py" line="+74"/>
        <source>Getting the collectibles ready…</source>
        <translation>Die Sammlerstücke werden vorbereitet…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+108"/>
        <source>Tap for your collectible</source>
        <translation>Tippe hier für dein Sammlerstück</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>You get a QR code to scan with your phone camera.</source>
        <translation>Du bekommst einen QR-Code, den du mit deiner Handykamera scannst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One moment…</source>
        <translation>Einen Moment…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan with your phone camera</source>
        <translation>Scanne mit deiner Handykamera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then mint it on the page your phone opens.</source>
        <translation>Minte es dann auf der Seite, die dein Handy öffnet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All collectibles are handed out — thank you</source>
        <translation>Alle Sammlerstücke sind vergeben – danke!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This drop has expired</source>
        <translation>Dieser Drop ist abgelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its collectibles can no longer be minted.</source>
        <translation>Seine Sammlerstücke können nicht mehr gemintet werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No collectibles to hand out right now</source>
        <translation>Gerade gibt es keine Sammlerstücke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please ask a member of staff.</source>
        <translation>Bitte frag das Personal.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service is busy</source>
        <translation>Der Dienst ist ausgelastet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk is offline</source>
        <translation>Der Kiosk ist offline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your phone mints over its own connection: keep its internet on.</source>
        <translation>Dein Handy mintet über seine eigene Verbindung: Lass sein Internet eingeschaltet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No code can be checked now. Please try again in a minute.</source>
        <translation>Gerade kann kein Code geprüft werden. Bitte versuch es in einer Minute noch einmal.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Shows a QR code to scan with your phone.</source>
        <translation>Zeigt einen QR-Code zum Scannen mit deinem Handy.</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <location filename="../../kiosk/ui/doctor_texts.py" line="+21"/>
        <source>Settings file</source>
        <translation>Einstellungsdatei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyring for secrets</source>
        <translation>Schlüsselbund für Geheimnisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credentials (API key, client id, client secret)</source>
        <translation>Zugangsdaten (API-Schlüssel, Client-ID, Client-Secret)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access token from the token issuer</source>
        <translation>Zugriffstoken vom Token-Aussteller</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minting calls accepted (API key and token together)</source>
        <translation>Minting-Aufrufe angenommen (API-Schlüssel und Token zusammen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API key accepted by the service</source>
        <translation>API-Schlüssel vom Dienst akzeptiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen drop reachable</source>
        <translation>Gewählter Drop erreichbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser lists the drop&apos;s mint links (edit code)</source>
        <translation>Ausgabe listet die Mint-Links des Drops (Bearbeitungscode)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser&apos;s links file holds mint links</source>
        <translation>Linkdatei der Ausgabe enthält Mint-Links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Camera gives a picture</source>
        <translation>Kamera liefert ein Bild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints that failed after the service accepted them</source>
        <translation>Mints, die nach der Annahme durch den Dienst fehlschlugen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints sent whose end the service has not told yet</source>
        <translation>Gesendete Mints, deren Ausgang der Dienst noch nicht genannt hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints saved for later of a drop this kiosk does not take</source>
        <translation>Für später gespeicherte Mints eines Drops, den dieser Kiosk nicht annimmt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints on their way long after the service took them</source>
        <translation>Mints lange nach der Annahme durch den Dienst noch unterwegs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mint journal can be written</source>
        <translation>Das Mint-Protokoll kann geschrieben werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No settings saved yet: the defaults are used. Run the setup to save them.</source>
        <translation>Noch keine Einstellungen gespeichert: Es gelten die Standardwerte. Führe das Setup aus, um sie zu speichern.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file is damaged (cut off, perhaps by a power cut). At its next start the kiosk keeps it aside, renamed with the date and time, and starts with the default settings: set it up again then, copying what you need from the old file.</source>
        <translation>Die Einstellungsdatei ist beschädigt (abgeschnitten, vielleicht durch einen Stromausfall). Beim nächsten Start legt der Kiosk sie beiseite, umbenannt mit Datum und Uhrzeit, und startet mit den Standardeinstellungen: Richte ihn dann neu ein und übernimm, was du aus der alten Datei brauchst.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file cannot be read, so at its next start the kiosk uses the default settings. Check that this user may read and write it.</source>
        <translation>Die Einstellungsdatei kann nicht gelesen werden, daher nutzt der Kiosk beim nächsten Start die Standardeinstellungen. Prüfe, ob dieser Benutzer sie lesen und schreiben darf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring: put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET. The access token is kept in memory only.</source>
        <translation>Dieser Computer hat keinen Schlüsselbund: Trage die Zugangsdaten in die Umgebungsvariablen KIOSK_API_KEY, KIOSK_CLIENT_ID und KIOSK_CLIENT_SECRET ein. Das Zugriffstoken bleibt nur im Arbeitsspeicher.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keyring is locked, so the kiosk cannot keep or read its credentials there. Log in to this computer&apos;s desktop, or unlock the login keyring, then test again. Credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET work without it.</source>
        <translation>Der Schlüsselbund ist gesperrt, daher kann der Kiosk dort keine Zugangsdaten speichern oder lesen. Melde dich am Desktop dieses Computers an oder entsperre den Anmelde-Schlüsselbund und teste dann erneut. Zugangsdaten in den Umgebungsvariablen KIOSK_API_KEY, KIOSK_CLIENT_ID und KIOSK_CLIENT_SECRET funktionieren auch ohne ihn.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The keyring refused to keep a test entry, so credentials saved there may be lost. Log out and in again, or restart the computer, then test again. If it keeps failing, put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Der Schlüsselbund hat einen Testeintrag abgelehnt, dort gespeicherte Zugangsdaten könnten also verloren gehen. Melde dich ab und wieder an oder starte den Computer neu und teste dann erneut. Wenn es weiter fehlschlägt, trage die Zugangsdaten in die Umgebungsvariablen KIOSK_API_KEY, KIOSK_CLIENT_ID und KIOSK_CLIENT_SECRET ein.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Credentials are missing. Set KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET, or enter them in the setup (stored in the keyring).</source>
        <translation>Zugangsdaten fehlen. Setze KIOSK_API_KEY, KIOSK_CLIENT_ID und KIOSK_CLIENT_SECRET oder gib sie im Setup ein (sie werden im Schlüsselbund gespeichert).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not checked: fix the problem above first.</source>
        <translation>Nicht geprüft: Behebe zuerst das Problem darüber.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The token issuer refused the client id or secret, or the auth address is wrong. Check both against what the service issued you.</source>
        <translation>Der Token-Aussteller hat Client-ID oder Client-Secret abgelehnt, oder die Auth-Adresse ist falsch. Vergleiche beides mit dem, was dir der Dienst ausgestellt hat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer gives no tokens for this service address: check the service address against what the service issued you (the client id and secret are not in question).</source>
        <translation>Der Token-Aussteller gibt für diese Dienstadresse keine Tokens aus: Vergleiche die Dienstadresse mit dem, was dir der Dienst ausgestellt hat (Client-ID und Client-Secret sind nicht das Problem).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service address answers &quot;not found&quot; for the service&apos;s calls: check it against what the service issued you (a path too many or too few).</source>
        <translation>Die Dienstadresse antwortet auf die Aufrufe des Dienstes mit „nicht gefunden“: Vergleiche sie mit dem, was dir der Dienst ausgestellt hat (ein Pfadteil zu viel oder zu wenig).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer&apos;s address answers &quot;not found&quot; for token requests: nothing issues tokens there, so the client id and secret were not checked. Check the address against what the service issued you (the kiosk adds /oauth/token to it).</source>
        <translation>Die Adresse des Token-Ausstellers antwortet bei Token-Anfragen mit „nicht gefunden“: Dort gibt niemand Tokens aus, Client-ID und Client-Secret wurden also nicht geprüft. Vergleiche die Adresse mit dem, was dir der Dienst ausgestellt hat (der Kiosk hängt /oauth/token an).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service refused the API key. Check it; a new key can take up to a day to work.</source>
        <translation>Der Dienst hat den API-Schlüssel abgelehnt. Prüfe ihn; ein neuer Schlüssel kann bis zu einem Tag brauchen, bis er funktioniert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refuses the token the issuer gave, even a fresh one: the client id and secret do not belong to this API key. Ask the service for a matching set.</source>
        <translation>Der Dienst lehnt das Token ab, auch ein frisches: Client-ID und Secret gehören nicht zu diesem API-Schlüssel. Frag beim Dienst nach einem passenden Satz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses in the settings.</source>
        <translation>Der Dienst ist nicht erreichbar. Prüfe das Netzwerk (WLAN, Kabel, Proxy) und die Dienstadressen in den Einstellungen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in (at the address above, when it names one). Open a web browser on this computer, accept the network&apos;s terms, then test again. If no sign-in page opens, check the service addresses in the settings.</source>
        <translation>Statt des Dienstes antwortet das Netz des Veranstaltungsorts: Sein WLAN verlangt eine Anmeldung (unter der Adresse oben, wenn es eine nennt). Öffne einen Webbrowser auf diesem Computer, akzeptiere die Bedingungen des Netzes und teste dann erneut. Öffnet sich keine Anmeldeseite, prüfe die Adressen des Dienstes in den Einstellungen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A web page answered at the address above, not the service: the venue&apos;s Wi-Fi may ask for a sign-in, or the address is not the service&apos;s (a web site, a typo). This says nothing of the credentials. Open a web browser on this computer: if a sign-in page opens, accept the network&apos;s terms and test again; if none does, check the service addresses in the settings.</source>
        <translation>Unter der Adresse oben hat eine Webseite geantwortet, nicht der Dienst: Das WLAN des Veranstaltungsorts verlangt vielleicht eine Anmeldung, oder die Adresse gehört nicht zum Dienst (eine Website, ein Tippfehler). Über die Zugangsdaten sagt das nichts. Öffne einen Webbrowser auf diesem Computer: Öffnet sich eine Anmeldeseite, akzeptiere die Bedingungen des Netzes und teste erneut; sonst prüfe die Adressen des Dienstes in den Einstellungen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The address in the settings answers with a redirect to the address above: the service is not where the settings say (http for https, or a path changed). The kiosk does not follow it. Check the address against what the service issued you, put the right one in the settings, then test again.</source>
        <translation>Die Adresse in den Einstellungen antwortet mit einer Weiterleitung zur Adresse oben: Der Dienst ist nicht dort, wo die Einstellungen sagen (http statt https, oder ein geänderter Pfad). Der Kiosk folgt ihr nicht. Vergleiche die Adresse mit dem, was dir der Dienst ausgestellt hat, trage die richtige in den Einstellungen ein und teste erneut.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>Der Dienst hat mit einem Fehler geantwortet. Versuche es in einer Minute erneut.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service does not know the chosen drop. Check its id in the setup.</source>
        <translation>Der Dienst kennt den gewählten Drop nicht. Prüfe seine ID im Setup.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chosen drop has expired, so the service refuses every mint of it. Choose another drop, or ask its organiser to move its expiry date.</source>
        <translation>Der gewählte Drop ist abgelaufen, daher lehnt der Dienst jeden Mint damit ab. Wähle einen anderen Drop oder bitte seinen Veranstalter, das Ablaufdatum zu verschieben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service accepted these mints, then reported them failed: the attendees have no collectible. The Journal page lists them with their codes and reason.</source>
        <translation>Der Dienst hat diese Mints angenommen und dann als fehlgeschlagen gemeldet: Die Gäste haben kein Sammelstück. Die Seite Protokoll listet sie mit Code und Grund.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service has not said yet whether these mints worked (Being checked or Sending on the Journal page): their attendees may have no collectible. The kiosk asks again while it runs; the Journal page lists them with their codes and last error, to follow up those that stay.</source>
        <translation>Der Dienst hat noch nicht gesagt, ob diese Mints geklappt haben („Wird geprüft“ oder „Wird gesendet“ auf der Seite Protokoll): Ihre Gäste haben vielleicht kein Sammelstück. Der Kiosk fragt erneut, solange er läuft; die Seite Protokoll listet sie mit Codes und letztem Fehler, um die verbleibenden nachzuverfolgen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attendees were told these mints are saved for later, but they are of a drop the kiosk no longer takes: its queue fails them as another drop&apos;s and never sends them. To send them, choose their drop again on the Drop page, or add it to &quot;Also accept codes of drops&quot; in Kiosk options, before the kiosk starts.</source>
        <translation>Gästen wurde gesagt, diese Mints seien für später gespeichert, aber sie gehören zu einem Drop, den der Kiosk nicht mehr annimmt: Seine Warteschlange lässt sie als Mints eines anderen Drops scheitern und sendet sie nie. Um sie zu senden, wähle ihren Drop wieder auf der Seite Drop oder trage ihn unter „Auch Codes dieser Drops“ in den Kiosk-Optionen ein, bevor der Kiosk startet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service took these mints more than {0} minutes ago and has not minted them: their transaction stays pending (the chain takes a minute or two) or ended otherwise, while their attendees were told the collectible is on its way. The Journal page lists them (On its way) with their codes: follow them up with the drop&apos;s organiser or the service&apos;s support.</source>
        <translation>Der Dienst hat diese Mints vor mehr als {0} Minuten angenommen und nicht gemintet: Ihre Transaktion bleibt ausstehend (die Chain braucht ein, zwei Minuten) oder endete anders, während ihren Gästen gesagt wurde, das Sammlerstück sei unterwegs. Die Seite Protokoll listet sie (Unterwegs) mit ihren Codes: Kläre sie mit dem Veranstalter des Drops oder dem Support des Dienstes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside. Until then this kiosk only reads it and mints nothing.</source>
        <translation>Das Protokoll wurde von einem neueren Mint-Kiosk geschrieben; installiere diese Version wieder oder verschiebe die Datei. Bis dahin liest dieser Kiosk es nur und mintet nichts.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot write its journal, so it mints nothing (each mint is written down before it is sent). Free some space on this computer, or make the data folder writable for this user; minting goes on by itself once it can write.</source>
        <translation>Der Kiosk kann sein Protokoll nicht schreiben und mintet deshalb nichts (jeder Mint wird notiert, bevor er gesendet wird). Schaffe Platz auf diesem Computer oder mach den Datenordner für diesen Benutzer beschreibbar; sobald er schreiben kann, geht das Minten von selbst weiter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The journal is damaged. When it starts, the kiosk moves it aside and begins a new one: mints saved in it for later are not sent then. Keep a copy of the file: it still holds them.</source>
        <translation>Das Protokoll ist beschädigt. Beim Start legt der Kiosk es beiseite und beginnt ein neues: Darin für später gespeicherte Mints werden dann nicht gesendet. Bewahre eine Kopie der Datei auf: Sie enthält sie noch.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk cannot create its journal there, so it would mint nothing (each mint is written down before it is sent). The data folder must be one this user can make and write: not on a read-only or full disk, and no file in its place.</source>
        <translation>Der Kiosk kann dort sein Protokoll nicht anlegen und würde daher nichts minten (jeder Mint wird notiert, bevor er gesendet wird). Der Datenordner muss einer sein, den dieser Benutzer anlegen und beschreiben kann: nicht auf einem schreibgeschützten oder vollen Datenträger, und keine Datei an seiner Stelle.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edit code is kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the drop&apos;s edit code on the Mint codes page (on a computer without a keyring, again after each start).</source>
        <translation>Für den gewählten Drop ist kein Bearbeitungscode gespeichert, daher kann die Ausgabe seine Mint-Links nicht abrufen und zeigt keinen QR-Code. Gib den Bearbeitungscode des Drops auf der Seite „Mint-Codes“ ein (auf einem Computer ohne Schlüsselbund nach jedem Start erneut).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service refused the edit code kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the right edit code on the Mint codes page.</source>
        <translation>Der Dienst hat den für den gewählten Drop gespeicherten Bearbeitungscode abgelehnt, daher kann die Ausgabe seine Mint-Links nicht abrufen und zeigt keinen QR-Code. Gib auf der Seite „Mint-Codes“ den richtigen Bearbeitungscode ein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service lists no unclaimed mint link of the chosen drop for this kiosk, so the dispenser shows no QR code. Request more mints on the Mint codes page.</source>
        <translation>Der Dienst listet für diesen Kiosk keinen unbenutzten Mint-Link des gewählten Drops, daher zeigt die Ausgabe keinen QR-Code. Fordere auf der Seite „Mint-Codes“ weitere Mints an.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dispenser&apos;s links file is not there or cannot be read, so it shows no QR code. Load the links file again on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>Die Linkdatei der Ausgabe ist nicht da oder nicht lesbar, daher zeigt sie keinen QR-Code. Lade die Linkdatei auf der Seite „Kiosk-Optionen“ erneut oder nutze die Links des Drops.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dispenser&apos;s links file holds no mint link it can use (empty, too big, or not text), so it shows no QR code. Load a links.txt or CSV file of the drop&apos;s mint links on the Kiosk options page.</source>
        <translation>Die Linkdatei der Ausgabe enthält keinen brauchbaren Mint-Link (leer, zu groß oder kein Text), daher zeigt sie keinen QR-Code. Lade auf der Seite „Kiosk-Optionen“ eine links.txt- oder CSV-Datei mit den Mint-Links des Drops.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service says none of the mint links this kiosk takes from the dispenser&apos;s links file can be minted now (claimed already, of another drop, or switched off), so it shows no QR code. Load a file of the drop&apos;s unclaimed links on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>Laut Dienst kann keiner der Mint-Links, die dieser Kiosk aus der Linkdatei der Ausgabe nimmt, jetzt gemintet werden (bereits eingelöst, von einem anderen Drop oder ausgeschaltet), daher zeigt sie keinen QR-Code. Lade auf der Seite „Kiosk-Optionen“ eine Datei mit den nicht eingelösten Links des Drops oder nutze die Links des Drops.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera gave no picture. Check its cable, close other programs that use it, or choose another camera in the options.</source>
        <translation>Die Kamera liefert kein Bild. Prüfe das Kabel, schließe andere Programme, die sie nutzen, oder wähle in den Optionen eine andere Kamera.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The camera sees only one colour, so it cannot read a QR code: is its shutter closed or its lens covered? Open it, then test again.</source>
        <translation>Die Kamera sieht nur eine Farbe und kann so keinen QR-Code lesen: Ist ihre Abdeckung zu oder das Objektiv verdeckt? Öffne sie und teste dann erneut.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>All checks passed.</source>
        <translation>Alle Prüfungen bestanden.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The kiosk mints nothing: something else was put in place of its journal or its folder ({0}) while it ran. Do not quit the kiosk: it still holds the journal&apos;s rows. Move what is there now aside; the kiosk writes its journal there again and minting goes on by itself.</source>
        <translation>Der Kiosk mintet nichts: Während er lief, wurde etwas anderes an die Stelle seines Protokolls oder seines Ordners gesetzt ({0}). Beende den Kiosk nicht: Er hält die Zeilen des Protokolls noch. Verschiebe, was jetzt dort liegt; der Kiosk schreibt sein Protokoll wieder dorthin, und das Minten geht von selbst weiter.</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>{0} check(s) failed.</source>
        <translation>Fehlgeschlagene Prüfungen: {0}.</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>No drop is chosen yet, so the kiosk cannot open for attendees. Start the kiosk, and on the Drop page of the setup choose the drop to mint.</source>
        <translation>Es ist noch kein Drop gewählt, daher kann der Kiosk nicht für Gäste öffnen. Starte den Kiosk und wähle auf der Seite „Drop“ der Einrichtung den Drop, der gemintet werden soll.</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>{0} check(s) failed, {1} need(s) attention (WARN).</source>
        <translation>{0} Prüfung(en) fehlgeschlagen, {1} brauchen Aufmerksamkeit (WARN).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No check failed, but {0} need(s) attention: read the WARN lines above.</source>
        <translation>Keine Prüfung ist fehlgeschlagen, aber {0} brauchen Aufmerksamkeit: Lies die WARN-Zeilen oben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The settings file was damaged (cut off, perhaps by a power cut), so the kiosk started with the default settings: set it up again. The old file is kept for you to copy from: {0}</source>
        <translation>Die Einstellungsdatei war beschädigt (abgeschnitten, vielleicht durch einen Stromausfall), deshalb ist der Kiosk mit den Standardeinstellungen gestartet: Richte ihn neu ein. Die alte Datei ist aufgehoben, falls du etwas daraus brauchst: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file {0} is damaged and could not be moved aside, so the kiosk started with the default settings. Saving the setup replaces it: copy it first if you need anything from it.</source>
        <translation>Die Einstellungsdatei {0} ist beschädigt und konnte nicht verschoben werden, deshalb ist der Kiosk mit den Standardeinstellungen gestartet. Speichern im Setup ersetzt sie: Kopiere sie vorher, wenn du noch etwas daraus brauchst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file {0} cannot be read, so the kiosk started with the default settings. Check that this user may read and write it.</source>
        <translation>Die Einstellungsdatei {0} kann nicht gelesen werden, deshalb ist der Kiosk mit den Standardeinstellungen gestartet. Prüfe, ob dieser Benutzer sie lesen und schreiben darf.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was damaged, so the kiosk moved it aside and began a new one. Mints saved in it for later (no connection at the time) were not sent, and its rows are not on the Journal page. The old file is kept: {0}</source>
        <translation>Das Protokoll war beschädigt, daher hat der Kiosk es beiseitegelegt und ein neues begonnen. Darin für später gespeicherte Mints (damals ohne Verbindung) wurden nicht gesendet, und seine Zeilen stehen nicht auf der Seite Protokoll. Die alte Datei ist aufbewahrt: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside ({0}), then start the kiosk again. Until then this kiosk only shows it and mints nothing.</source>
        <translation>Das Protokoll wurde von einem neueren Mint-Kiosk geschrieben; installiere diese Version wieder oder verschiebe die Datei ({0}) und starte den Kiosk dann neu. Bis dahin zeigt dieser Kiosk es nur an und mintet nichts.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}), the file or its folder is read-only. Make them writable for this user; minting goes on by itself then.</source>
        <translation>Der Kiosk mintet nichts: Er kann sein Protokoll ({0}) nicht schreiben, die Datei oder ihr Ordner ist schreibgeschützt. Mach beide für diesen Benutzer beschreibbar; dann geht das Minten von selbst weiter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: the disk is full, so it cannot write its journal ({0}). Free some space on this computer; minting goes on by itself then.</source>
        <translation>Der Kiosk mintet nichts: Der Datenträger ist voll, deshalb kann er sein Protokoll ({0}) nicht schreiben. Schaffe Platz auf diesem Computer; dann geht das Minten von selbst weiter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}). Run kiosk doctor; if it keeps failing, restart the computer.</source>
        <translation>Der Kiosk mintet nichts: Er kann sein Protokoll ({0}) nicht schreiben. Führe kiosk doctor aus; wenn es weiter fehlschlägt, starte den Computer neu.</translation>
    </message>
</context>
<context>
    <name>DropPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/drop_page.py" line="+99"/>
        <source>Start date</source>
        <translation>Startdatum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop id</source>
        <translation>Drop-ID</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Virtual</source>
        <translation>Virtuell</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} to {1}, mintable until {2}</source>
        <translation>{0} bis {1}, mintbar bis {2}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drop</source>
        <translation>Drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which drop this kiosk mints. Search by name, or type its id or fancy id.</source>
        <translation>Welchen Drop dieser Kiosk mintet. Suche nach Name, ID oder Fancy-ID.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Name of the drop</source>
        <translation>Name des Drops</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Newest, Z to A, highest first</source>
        <translation>Neueste, Z–A, größte zuerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest, A to Z, lowest first</source>
        <translation>Älteste, A–Z, kleinste zuerst</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop id or fancy id</source>
        <translation>Drop-ID oder Fancy-ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find</source>
        <translation>Finden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Part of a drop&apos;s name; Enter searches.</source>
        <translation>Ein Teil des Drop-Namens; Enter sucht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the drops whose name holds this text.</source>
        <translation>Listet die Drops, deren Name diesen Text enthält.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort by</source>
        <translation>Sortieren nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the list is sorted by.</source>
        <translation>Wonach die Liste sortiert ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort direction</source>
        <translation>Sortierrichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest or oldest first.</source>
        <translation>Neueste oder älteste zuerst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drops</source>
        <translation>Drops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a drop to see its details.</source>
        <translation>Tippe auf einen Drop, um seine Details zu sehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous page</source>
        <translation>Vorherige Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops before this one.</source>
        <translation>Zeigt die Seite mit Drops vor dieser.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next page</source>
        <translation>Nächste Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops after this one.</source>
        <translation>Zeigt die Seite mit Drops nach dieser.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finds one drop by its id; Enter finds it.</source>
        <translation>Findet einen Drop über seine ID; Enter sucht ihn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shows the drop with this id.</source>
        <translation>Zeigt den Drop mit dieser ID.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose a drop from the list, or find it by its id.</source>
        <translation>Wähle einen Drop aus der Liste oder finde ihn über seine ID.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change network…</source>
        <translation>Ändern…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This drop is in use at the kiosk.</source>
        <translation>Dieser Drop wird am Kiosk verwendet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use this drop at the kiosk</source>
        <translation>Diesen Drop am Kiosk verwenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shows or hides the form that changes the drop&apos;s network.</source>
        <translation>Zeigt oder verbirgt das Formular, das das Netzwerk des Drops ändert.</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>Uses this drop all the same: the mints of another drop saved while offline are then never sent. If more were saved since, the kiosk tells you first.</source>
        <translation>Verwendet diesen Drop trotzdem: Die offline gespeicherten Mints eines anderen Drops werden dann nie gesendet. Wurden seitdem weitere gespeichert, sagt es der Kiosk zuerst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk uses this drop from now on.</source>
        <translation>Der Kiosk verwendet ab jetzt diesen Drop.</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Edit code (6 digits)</source>
        <translation>Bearbeitungscode (6 Ziffern)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save network</source>
        <translation>Netzwerk speichern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network the drop mints on.</source>
        <translation>Das Netzwerk, auf dem der Drop mintet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The drop&apos;s creator has it; it is needed to change the network.</source>
        <translation>Die Person, die den Drop angelegt hat, kennt ihn; er wird zum Ändern des Netzwerks gebraucht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Changes the drop&apos;s network with the edit code.</source>
        <translation>Ändert das Netzwerk des Drops mit dem Bearbeitungscode.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{0}
#{1} · {2} · {3}</source>
        <translation>{0}
#{1} · {2} · {3}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No drop has that name.</source>
        <translation>Kein Drop hat diesen Namen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service lists no drops.</source>
        <translation>Der Dienst listet keine Drops.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Id {0} · {1}</source>
        <translation>ID {0} · {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Network: reading…</source>
        <translation>Netzwerk: wird gelesen…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Network: {0}</source>
        <translation>Netzwerk: {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drop {0} now mints on {1}.</source>
        <translation>Drop {0} mintet jetzt auf {1}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The network is now {0}.</source>
        <translation>Das Netzwerk ist jetzt {0}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The kiosk now uses {0}, but the drop has expired: the service mints none of its codes.</source>
        <translation>Der Kiosk verwendet jetzt {0}, aber der Drop ist abgelaufen: Der Dienst mintet keinen seiner Codes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now uses {0}. Whether the service still mints it could not be checked: test a code before attendees come.</source>
        <translation>Der Kiosk verwendet jetzt {0}. Ob der Dienst ihn noch mintet, ließ sich nicht prüfen: Teste einen Code, bevor Gäste kommen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now mints {0}.</source>
        <translation>Der Kiosk mintet jetzt {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Saved while offline and not sent yet: %Ln mint(s) of another drop. If the kiosk uses this drop, they are never sent, and the attendees told “Saved for later” do not get them. Tap “Use this drop at the kiosk” again to use it all the same.</source>
        <translation>
            <numerusform>Offline gespeichert und noch nicht gesendet: %Ln Mint eines anderen Drops. Nutzt der Kiosk diesen Drop, wird er nie gesendet, und wer „Für später gespeichert“ gelesen hat, bekommt ihn nicht. Tippe noch einmal auf „Diesen Drop am Kiosk verwenden“, um ihn trotzdem zu nutzen.</numerusform>
            <numerusform>Offline gespeichert und noch nicht gesendet: %Ln Mints eines anderen Drops. Nutzt der Kiosk diesen Drop, werden sie nie gesendet, und wer „Für später gespeichert“ gelesen hat, bekommt sie nicht. Tippe noch einmal auf „Diesen Drop am Kiosk verwenden“, um ihn trotzdem zu nutzen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Changing the network…</source>
        <translation>Netzwerk wird geändert…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Page {0} of {1}</source>
        <translation>Seite {0} von {1}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Type the drop&apos;s id (digits) or its fancy id first.</source>
        <translation>Gib zuerst die ID (Ziffern) oder die Fancy-ID des Drops ein.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The edit code has six digits: the drop&apos;s creator has it.</source>
        <translation>Der Bearbeitungscode hat sechs Ziffern: Der Ersteller des Drops hat ihn.</translation>
    </message>
</context>
<context>
    <name>InputProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+15"/>
        <source>Nothing typed yet</source>
        <translation>Noch nichts eingegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below, then press OK.</source>
        <translation>Tippe es mit den Tasten unten ein und drück dann OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is too long</source>
        <translation>Das ist zu lang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again.</source>
        <translation>Prüfe deine Eingabe und versuch es noch einmal.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>Scan your mint QR code, or type your code.</source>
        <translation>Scanne deinen Mint-QR-Code oder tippe deinen Code ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A code has six letters or digits</source>
        <translation>Ein Code hat sechs Buchstaben oder Ziffern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your code and type it again.</source>
        <translation>Prüfe deinen Code und gib ihn noch einmal ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That secret word does not look right</source>
        <translation>Das Geheimwort sieht nicht richtig aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use only letters, digits and hyphens.</source>
        <translation>Nur Buchstaben, Ziffern und Bindestriche verwenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address is not complete</source>
        <translation>Die Wallet-Adresse ist unvollständig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts with 0x and has 40 more letters and digits.</source>
        <translation>Sie beginnt mit 0x, gefolgt von 40 Buchstaben und Ziffern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address has a typo</source>
        <translation>Die Wallet-Adresse hat einen Tippfehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check each character, or scan your wallet QR.</source>
        <translation>Prüfe jedes Zeichen oder scanne den QR-Code deiner Wallet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody can receive at that address</source>
        <translation>An diese Adresse kann niemand empfangen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything sent there is lost. Give your own wallet.</source>
        <translation>Alles, was dorthin gesendet wird, ist verloren. Gib deine eigene Wallet an.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That name uses look-alike letters</source>
        <translation>Dieser Name enthält leicht verwechselbare Zeichen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type it with the keys below instead.</source>
        <translation>Tippe ihn stattdessen mit den Tasten unten ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written “{name}”</source>
        <translation>Geschrieben: „{name}“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written differently</source>
        <translation>Dieser Name wird anders geschrieben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If that is yours, type it like that and press OK.</source>
        <translation>Wenn das deiner ist, tippe ihn so ein und drücke OK.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That looks like a mint code, not a wallet</source>
        <translation>Das sieht nach einem Mint-Code aus, nicht nach einer Wallet</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>This QR asks your wallet to send something</source>
        <translation>Dieser QR-Code lässt deine Wallet etwas senden</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>This mint link is for another site</source>
        <translation>Dieser Mint-Link gehört zu einer anderen Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the mint link or code you got for this event.</source>
        <translation>Nimm den Mint-Link oder Code, den du für dieses Event bekommen hast.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a POAP mint link</source>
        <translation>Das ist ein POAP-Mint-Link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This kiosk mints with another service. Please ask the staff.</source>
        <translation>Dieser Kiosk mintet über einen anderen Dienst. Bitte frag das Personal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This is a POAP web page, not a mint link</source>
        <translation>Das ist eine POAP-Webseite, kein Mint-Link</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This is not a mint link</source>
        <translation>Das ist kein Mint-Link</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+5"/>
        <source>Show your wallet&apos;s receive address QR instead.</source>
        <translation>Zeig stattdessen den Empfangs-QR-Code deiner Wallet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That name holds a hidden character</source>
        <translation>Dieser Name enthält ein unsichtbares Zeichen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>That name does not look right</source>
        <translation>Der Name sieht nicht richtig aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wallet name ends in .eth, for example alice.eth.</source>
        <translation>Ein Wallet-Name endet auf .eth, zum Beispiel alice.eth.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That e-mail address does not look right</source>
        <translation>Die E-Mail-Adresse sieht nicht richtig aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it, for example name@example.com.</source>
        <translation>Prüfe sie, zum Beispiel name@example.com.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your wallet, .eth name or e-mail.</source>
        <translation>Gib deine Wallet, deinen .eth-Namen oder deine E-Mail an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is a wallet, not a mint code</source>
        <translation>Das ist eine Wallet, kein Mint-Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First scan or type your code; the wallet comes next.</source>
        <translation>Scanne oder tippe zuerst deinen Code; die Wallet kommt danach.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>We did not recognise that</source>
        <translation>Das haben wir nicht erkannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again, or ask the staff.</source>
        <translation>Prüfe deine Eingabe und versuch es noch einmal oder frag das Personal.</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <location filename="../../kiosk/ui/operator/journal_model.py" line="+48"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code or word</source>
        <translation>Code oder Wort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recipient</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why / details</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mint link</source>
        <translation>Mint-Link</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Typed code</source>
        <translation>Getippter Code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>Geheimwort</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sending</source>
        <translation>Wird gesendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted</source>
        <translation>Gemintet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On its way</source>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved for e-mail</source>
        <translation>Für E-Mail reserviert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already claimed</source>
        <translation>Bereits eingelöst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being checked</source>
        <translation>Wird geprüft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued offline</source>
        <translation>Offline vorgemerkt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Link or word expired</source>
        <translation>Link oder Wort abgelaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not open yet</source>
        <translation>Wort noch nicht offen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word switched off</source>
        <translation>Wort ausgeschaltet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not active, why not known</source>
        <translation>Wort nicht aktiv, Grund unbekannt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such link, code or word</source>
        <translation>Link, Code oder Wort unbekannt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address refused</source>
        <translation>Adresse abgelehnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already has this drop reserved</source>
        <translation>Hat diesen Drop schon reserviert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already holds this drop</source>
        <translation>Hat diesen Drop schon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claimed before with another code</source>
        <translation>Schon mit einem anderen Code eingelöst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No claims left</source>
        <translation>Keine Einlösungen übrig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service busy</source>
        <translation>Dienst ausgelastet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No connection</source>
        <translation>Keine Verbindung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service error</source>
        <translation>Dienstfehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed after the service took it</source>
        <translation>Nach der Annahme fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted to an address nobody owns (the name&apos;s record)</source>
        <translation>An eine Adresse gemintet, die niemandem gehört (laut Eintrag des Namens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent, outcome not known yet</source>
        <translation>Gesendet, Ergebnis noch unbekannt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code of another drop</source>
        <translation>Code eines anderen Drops</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word for the POAP app only</source>
        <translation>Wort nur für die POAP-App</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A word staff did not choose for this kiosk</source>
        <translation>Ein Wort, das das Personal für diesen Kiosk nicht gewählt hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service refused this kiosk&apos;s credentials</source>
        <translation>Der Dienst hat die Zugangsdaten dieses Kiosks abgelehnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the journal could not be written</source>
        <translation>Nicht gesendet: Das Protokoll konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The journal could not be read just now; what is shown may be out of date.</source>
        <translation>Das Protokoll konnte gerade nicht gelesen werden; die Anzeige ist eventuell veraltet.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Checked only, not minted</source>
        <translation>Nur geprüft, nicht gemintet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{time} · {how} · {outcome}</source>
        <translation>{time} · {how} · {outcome}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Code or word: {code}</source>
        <translation>Code oder Wort: {code}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recipient: {recipient}</source>
        <translation>Empfänger: {recipient}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minted to: {address}</source>
        <translation>Gemintet an: {address}</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/journal_page.py" line="+175"/>
        <source>Journal</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every mint attempt, newest first. Recipients are shortened here and in the exported file.</source>
        <translation>Alle Mint-Versuche, neueste zuerst. Empfänger sind hier und im Export gekürzt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mint attempts</source>
        <translation>Mint-Versuche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest first; tap a row to read it in full below.</source>
        <translation>Neueste zuerst; tippe auf eine Zeile, um sie unten vollständig zu lesen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Show older attempts</source>
        <translation>Ältere Versuche anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adds older attempts to the table.</source>
        <translation>Fügt ältere Versuche zur Tabelle hinzu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves every mint attempt in the journal as a CSV file you choose.</source>
        <translation>Speichert jeden Mint-Versuch des Protokolls als CSV-Datei, die du wählst.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Exporting to {path}…</source>
        <translation>Export nach {path}…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not export to {path}. {problem}</source>
        <translation>Export nach {path} fehlgeschlagen. {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The journal was not read yet.</source>
        <translation>Das Protokoll wurde noch nicht gelesen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No mint attempts yet.</source>
        <translation>Noch keine Mint-Versuche.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Export the journal</source>
        <translation>Protokoll exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tap a row to read it here in full, with its code.</source>
        <translation>Tippe auf eine Zeile, um sie hier vollständig mit ihrem Code zu lesen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk may not write there. Choose another folder, such as Documents or a USB stick.</source>
        <translation>Der Kiosk darf dort nicht schreiben. Wähle einen anderen Ordner, etwa Dokumente oder einen USB-Stick.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That folder does not exist. Choose another folder.</source>
        <translation>Diesen Ordner gibt es nicht. Wähle einen anderen Ordner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That name is a folder. Type a file name.</source>
        <translation>Dieser Name ist ein Ordner. Gib einen Dateinamen ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full. Free some space or choose a USB stick.</source>
        <translation>Der Datenträger ist voll. Schaffe Platz oder wähle einen USB-Stick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be written ({reason}).</source>
        <translation>Die Datei konnte nicht geschrieben werden ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal could not be read. Try again; if it keeps failing, restart the kiosk.</source>
        <translation>Das Protokoll konnte nicht gelesen werden. Versuche es erneut; wenn es weiter fehlschlägt, starte den Kiosk neu.</translation>
    </message>
</context>
<context>
    <name>JournalPage</name>
    <message numerus="yes">
        <location line="-110"/>
        <source>Exported %Ln row(s) to {path}</source>
        <translation>
            <numerusform>%Ln Zeile nach {path} exportiert</numerusform>
            <numerusform>%Ln Zeilen nach {path} exportiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Exported to {path}, but %Ln result(s) the journal cannot write yet are not in the file: export again once it can.</source>
        <translation>
            <numerusform>Nach {path} exportiert, aber %Ln Ergebnis, das das Protokoll noch nicht schreiben kann, fehlt in der Datei: Exportiere erneut, sobald es geht.</numerusform>
            <numerusform>Nach {path} exportiert, aber %Ln Ergebnisse, die das Protokoll noch nicht schreiben kann, fehlen in der Datei: Exportiere erneut, sobald es geht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Showing {shown} of %Ln attempt(s)</source>
        <translation>
            <numerusform>{shown} von %Ln Versuch angezeigt</numerusform>
            <numerusform>{shown} von %Ln Versuchen angezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KioskWindow</name>
    <message>
        <location filename="../../kiosk/ui/kiosk_window.py" line="+102"/>
        <source>Mint Kiosk</source>
        <translation>Mint-Kiosk</translation>
    </message>
</context>
<context>
    <name>LanguageBar</name>
    <message>
        <location filename="../../kiosk/ui/language_bar.py" line="+51"/>
        <source>Shows the kiosk in this language.</source>
        <translation>Zeigt den Kiosk in dieser Sprache.</translation>
    </message>
</context>
<context>
    <name>MintsChart</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="+52"/>
        <source>%Ln mint(s) in all: a bar for each quarter hour, oldest first.</source>
        <translation>
            <numerusform>%Ln Mint insgesamt: ein Balken pro Viertelstunde, älteste zuerst.</numerusform>
            <numerusform>%Ln Mints insgesamt: ein Balken pro Viertelstunde, älteste zuerst.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorArea</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_area.py" line="+56"/>
        <source>Not checked yet.</source>
        <translation>Noch nicht geprüft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done.</source>
        <translation>Erledigt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Works, with a warning.</source>
        <translation>Funktioniert, mit einer Warnung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still to do or failed.</source>
        <translation>Noch zu tun oder fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working…</source>
        <translation>In Arbeit…</translation>
    </message>
    <message>
        <location line="+184"/>
        <location line="+2"/>
        <source>Close the kiosk?</source>
        <translation>Kiosk beenden?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attendees cannot mint here until someone starts the kiosk again. Mints already sent are kept in the journal and followed up at the next start.</source>
        <translation>Gäste können hier nicht minten, bis jemand den Kiosk wieder startet. Bereits gesendete Mints bleiben im Protokoll und werden beim nächsten Start weiterverfolgt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close the kiosk</source>
        <translation>Kiosk beenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Closes the kiosk app now.</source>
        <translation>Beendet die Kiosk-App sofort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keeps the kiosk running.</source>
        <translation>Der Kiosk läuft weiter.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the next step of the setup.</source>
        <translation>Zeigt den nächsten Schritt der Einrichtung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the kiosk</source>
        <translation>Zurück zum Kiosk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves the staff area: attendees can mint again.</source>
        <translation>Verlässt den Personalbereich: Gäste können wieder minten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close app</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asks first, then closes the kiosk app.</source>
        <translation>Fragt zuerst nach und beendet dann die Kiosk-App.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
</context>
<context>
    <name>OperatorPassPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_pass_page.py" line="+61"/>
        <location line="+48"/>
        <source>Operator pass</source>
        <translation>Personalkarte</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Mint Kiosk — staff pass</source>
        <translation>Mint-Kiosk — Personalkarte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scan at the kiosk to open the staff area. Keep it safe; a new pass cancels this one.</source>
        <translation>Scanne sie am Kiosk, um den Personalbereich zu öffnen. Bewahre sie sicher auf; eine neue Karte macht diese ungültig.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scan this card at the kiosk to open the staff area. Keep it safe; making a new one cancels this one.</source>
        <translation>Scanne diese Karte am Kiosk, um den Personalbereich zu öffnen. Bewahre sie sicher auf; eine neue Karte macht diese ungültig.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Operator pass QR code</source>
        <translation>QR-Code der Personalkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan it at the kiosk to open the staff area.</source>
        <translation>Scanne ihn am Kiosk, um den Personalbereich zu öffnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pass to show. A pass printed before the kiosk last started still works, but it cannot be shown again: make a new one to print it (the old card then stops working).</source>
        <translation>Keine Karte zum Anzeigen. Eine Karte, die vor dem letzten Start des Kiosks gedruckt wurde, funktioniert weiter, kann aber nicht erneut angezeigt werden: Erstelle eine neue, um sie zu drucken (die alte Karte funktioniert dann nicht mehr).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make a new pass</source>
        <translation>Neue Karte erstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Makes a new pass; the old card stops working.</source>
        <translation>Erstellt eine neue Karte; die alte Karte wird ungültig.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints the pass on a printer you choose.</source>
        <translation>Druckt die Karte auf einem Drucker, den du wählst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves the pass as a PDF file you choose.</source>
        <translation>Speichert die Karte als PDF-Datei, die du wählst.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Making a new pass…</source>
        <translation>Neue Karte wird erstellt…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New pass made. Print it now: the old card no longer works.</source>
        <translation>Neue Karte erstellt. Drucke sie jetzt: Die alte Karte funktioniert nicht mehr.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save the settings, so the old pass still works. Try again.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden, die alte Karte gilt also weiter. Versuche es erneut.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not make a new pass. Try again.</source>
        <translation>Die neue Karte konnte nicht erstellt werden. Versuche es erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sent to the printer.</source>
        <translation>An den Drucker gesendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not print the pass.</source>
        <translation>Die Karte konnte nicht gedruckt werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved as {path}.</source>
        <translation>Gespeichert als {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the file. Choose another folder or a USB stick.</source>
        <translation>Die Datei konnte nicht gespeichert werden. Wähle einen anderen Ordner oder einen USB-Stick.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the operator pass</source>
        <translation>Personalkarte speichern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/options_page.py" line="+146"/>
        <location line="+335"/>
        <source>Type the new PIN twice.</source>
        <translation>Gib die neue PIN zweimal ein.</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>A PIN is digits only (0 to 9).</source>
        <translation>Eine PIN besteht nur aus Ziffern (0 bis 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+323"/>
        <source>A PIN has {low} to {high} digits.</source>
        <translation>Eine PIN hat {low} bis {high} Ziffern.</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>The two PINs are not the same: type them again.</source>
        <translation>Die beiden PINs sind nicht gleich: Gib sie erneut ein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{file}: no mint links in it (empty, too big or not a text file).</source>
        <translation>{file}: keine Mint-Links darin (leer, zu groß oder keine Textdatei).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file}
Links to hand out: {free}</source>
        <translation>{file}
Links zum Vergeben: {free}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claimed already: {count}</source>
        <translation>Schon eingelöst: {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of other drops, refused: {count}</source>
        <translation>Von anderen Drops, abgelehnt: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown to the service: {count}</source>
        <translation>Dem Dienst unbekannt: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines without a mint link: {count}</source>
        <translation>Zeilen ohne Mint-Link: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given more than once: {count}</source>
        <translation>Mehrfach angegeben: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked yet (no answer): {count}</source>
        <translation>Noch nicht geprüft (keine Antwort): {count}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Kiosk options</source>
        <translation>Kiosk-Optionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How attendees may get in, timings, the camera, the language and the operator PIN.</source>
        <translation>Wie Gäste zu ihrem Mint kommen, Zeiten, Kamera, Sprache und Personal-PIN.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scan with the camera</source>
        <translation>Mit der Kamera scannen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may scan their mint QR code.</source>
        <translation>Gäste dürfen ihren Mint-QR-Code scannen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type a mint code</source>
        <translation>Einen Mint-Code eingeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may type the code of their mint link.</source>
        <translation>Gäste dürfen den Code ihres Mint-Links eingeben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say a secret word</source>
        <translation>Ein Geheimwort nennen</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+10"/>
        <location line="+151"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Seconds without a touch before a page starts over.</source>
        <translation>Sekunden ohne Berührung, bevor eine Seite neu beginnt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seconds a result stays on screen.</source>
        <translation>Sekunden, die ein Ergebnis angezeigt bleibt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds</source>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sound for each result.</source>
        <translation>Ein Ton zu jedem Ergebnis.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour the result screens</source>
        <translation>Ergebnisseiten einfärben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off, only the result&apos;s icon is coloured.</source>
        <translation>Aus: Nur das Symbol des Ergebnisses ist farbig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Large text on the attendee screens</source>
        <translation>Große Schrift auf den Besucherseiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attendee pages&apos; smaller words a fifth larger.</source>
        <translation>Die kleineren Texte der Besucherseiten ein Fünftel größer.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Automatic (this computer&apos;s language)</source>
        <translation>Automatisch (Systemsprache)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The attendee screens and these staff pages switch on leaving the operator area.</source>
        <translation>Die Gäste-Bildschirme und diese Personalseiten wechseln beim Verlassen des Personalbereichs.</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>The camera that reads QR codes, or a video file or stream.</source>
        <translation>Die Kamera, die QR-Codes liest, oder eine Videodatei oder ein Stream.</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>No longer active: {count}</source>
        <translation>Nicht mehr aktiv: {count}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Attendees may type the secret word chosen on the Secret word page (with none chosen, the kiosk does not offer it).</source>
        <translation>Gäste dürfen das Geheimwort eingeben, das auf der Seite „Geheimwort“ gewählt ist (ist keines gewählt, bietet der Kiosk es nicht an).</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+202"/>
        <location line="+209"/>
        <source>Video file or stream URL</source>
        <translation>Videodatei oder Stream-URL</translation>
    </message>
    <message>
        <location line="-407"/>
        <source>Read instead of a camera.</source>
        <translation>Wird statt einer Kamera gelesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look for cameras</source>
        <translation>Nach Kameras suchen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the cameras connected to this computer.</source>
        <translation>Listet die Kameras, die an diesem Computer angeschlossen sind.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mirror the picture</source>
        <translation>Bild spiegeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The camera picture is shown as in a mirror.</source>
        <translation>Das Kamerabild wird wie in einem Spiegel gezeigt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, PIN to leave</source>
        <translation>Vollbild, Verlassen mit PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the PIN opens the staff area or closes the kiosk.</source>
        <translation>Nur die PIN öffnet den Personalbereich oder beendet den Kiosk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep mints while offline</source>
        <translation>Mints offline vormerken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked mint links are sent when the service is back.</source>
        <translation>Geprüfte Mint-Links werden gesendet, sobald der Dienst wieder erreichbar ist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The statistics turn amber below this number.</source>
        <translation>Unter dieser Zahl wird die Statistik gelb.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 12345, 67890</source>
        <translation>z. B. 12345, 67890</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also accept codes of these drops</source>
        <translation>Auch Codes dieser Drops annehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop ids, separated by commas.</source>
        <translation>Drop-IDs, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys typed faster than this are read as a scan.</source>
        <translation>Schneller getippte Tasten werden als Scan gelesen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fewer keys than this are not read as a scan.</source>
        <translation>Weniger Tasten werden nicht als Scan gelesen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codes end with Enter</source>
        <translation>Codes enden mit Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A scan is read only when the scanner ends it with Enter.</source>
        <translation>Ein Scan wird nur gelesen, wenn der Scanner ihn mit Enter beendet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set PIN</source>
        <translation>PIN setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Attendees may switch the kiosk to this language.</source>
        <translation>Gäste dürfen den Kiosk auf diese Sprache umstellen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attendees may switch to</source>
        <translation>Gäste dürfen wechseln zu</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mint here: camera, codes, secret word</source>
        <translation>Hier minten: Kamera, Codes, Geheimwort</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dispenser: a QR for each phone</source>
        <translation>Ausgabe: ein QR-Code für jedes Handy</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seconds a QR stays up when nobody scans it.</source>
        <translation>Sekunden, die ein QR-Code stehen bleibt, wenn niemand ihn scannt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Which of the kiosks sharing the drop this is.</source>
        <translation>Welcher der Kioske, die sich den Drop teilen, dieser ist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kiosks sharing the drop</source>
        <translation>Kioske, die sich den Drop teilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many kiosks hand out this drop&apos;s links.</source>
        <translation>Wie viele Kioske die Links dieses Drops ausgeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Links: the drop&apos;s (edit code on Mint codes)</source>
        <translation>Links: die des Drops (Bearbeitungscode unter Mint-Codes)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Links: a file (links.txt or CSV)</source>
        <translation>Links: eine Datei (links.txt oder CSV)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a links file…</source>
        <translation>Link-Datei laden…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>https://poap.xyz/mint/</source>
        <translation>https://poap.xyz/mint/</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The QR opens</source>
        <translation>Der QR-Code öffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The web page a phone opens from the QR; empty: POAP&apos;s.</source>
        <translation>Die Webseite, die ein Handy über den QR-Code öffnet; leer: die von POAP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>What attendees get</source>
        <translation>Was Gäste bekommen</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+67"/>
        <source>Hide an unused QR after</source>
        <translation>Unbenutzten QR-Code ausblenden nach</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+60"/>
        <source>This is kiosk number</source>
        <translation>Dies ist Kiosk Nummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of kiosks on this drop</source>
        <translation>von Kiosken an diesem Drop</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The QR opens (empty: the mint site)</source>
        <translation>Der QR-Code öffnet (leer: die Mint-Seite)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+60"/>
        <source>New PIN</source>
        <translation>Neue PIN</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>New PIN again</source>
        <translation>Neue PIN wiederholen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saves the new PIN on its own.</source>
        <translation>Speichert die neue PIN für sich allein.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Saves every option on this page; the PIN is set on its own.</source>
        <translation>Speichert alle Optionen dieser Seite; die PIN wird für sich gesetzt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attendees may</source>
        <translation>Gäste dürfen</translation>
    </message>
    <message>
        <location line="-259"/>
        <location line="+267"/>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Operator PIN</source>
        <translation>Personal-PIN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Again</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Screens</source>
        <translation>Bildschirme</translation>
    </message>
    <message>
        <location line="-321"/>
        <location line="+322"/>
        <source>Back to the start after</source>
        <translation>Zurück zum Start nach</translation>
    </message>
    <message>
        <location line="-312"/>
        <location line="+313"/>
        <source>Show each result for</source>
        <translation>Ergebnis anzeigen für</translation>
    </message>
    <message>
        <location line="-180"/>
        <location line="+188"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <location line="-268"/>
        <location line="+272"/>
        <source>Warn when fewer codes are left than</source>
        <translation>Warnen, wenn weniger Codes übrig sind als</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Also accept codes of drops (ids)</source>
        <translation>Auch Codes dieser Drops (IDs)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>USB scanner</source>
        <translation>USB-Scanner</translation>
    </message>
    <message>
        <location line="-267"/>
        <location line="+269"/>
        <source>Keys at most this far apart</source>
        <translation>Höchstabstand zwischen Tasten</translation>
    </message>
    <message>
        <location line="-261"/>
        <location line="+264"/>
        <source>Shortest code</source>
        <translation>Kürzester Code</translation>
    </message>
    <message>
        <location line="-149"/>
        <source>Mint on this kiosk, or show a QR for each phone.</source>
        <translation>An diesem Kiosk minten oder für jedes Handy einen QR-Code zeigen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the links come from</source>
        <translation>Woher die Links kommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s links from the service, or a links file.</source>
        <translation>Die Links des Drops vom Dienst oder aus einer Linkdatei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens a links.txt or CSV file of mint links.</source>
        <translation>Öffnet eine links.txt- oder CSV-Datei mit Mint-Links.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Saves all the same: the mints saved while offline of a drop these options no longer accept are then never sent. If the drops typed or the saved mints changed since, the kiosk counts them again first.</source>
        <translation>Speichert trotzdem: Die offline gespeicherten Mints eines Drops, den diese Optionen nicht mehr annehmen, werden dann nie gesendet. Haben sich die eingegebenen Drops oder die gespeicherten Mints seitdem geändert, zählt der Kiosk sie zuerst neu.</translation>
    </message>
    <message>
        <location line="+162"/>
        <source>Looking for cameras…</source>
        <translation>Suche nach Kameras…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number}</source>
        <translation>Kamera {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cameras found: {count}</source>
        <translation>Gefundene Kameras: {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No camera found: connect one, or use a video file or stream URL.</source>
        <translation>Keine Kamera gefunden: Schließe eine an oder nutze eine Videodatei oder Stream-URL.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking every link of {file}…</source>
        <translation>Jeder Link in {file} wird geprüft…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Links loaded: press Save.</source>
        <translation>Links geladen: Tippe auf Speichern.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{file} could not be checked: is the kiosk online?</source>
        <translation>{file} konnte nicht geprüft werden: Ist der Kiosk online?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A PIN is set. Type a new one twice to change it.</source>
        <translation>Eine PIN ist gesetzt. Gib zum Ändern zweimal eine neue ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No PIN yet: anyone can open the operator area.</source>
        <translation>Noch keine PIN: Jeder kann den Personalbereich öffnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setting the PIN…</source>
        <translation>PIN wird gesetzt…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The new PIN is saved.</source>
        <translation>Die neue PIN ist gespeichert.</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Not saved yet: %Ln mint(s) saved while offline are of a drop these options no longer accept. Once saved, they are never sent, and the attendees told “Saved for later” do not get them. Tap Save again to save all the same.</source>
        <translation>
            <numerusform>Noch nicht gespeichert: %Ln offline gespeicherter Mint gehört zu einem Drop, den diese Optionen nicht mehr annehmen. Nach dem Speichern wird er nie gesendet, und wer „Für später gespeichert“ gelesen hat, bekommt ihn nicht. Tippe noch einmal auf Speichern, um trotzdem zu speichern.</numerusform>
            <numerusform>Noch nicht gespeichert: %Ln offline gespeicherte Mints gehören zu einem Drop, den diese Optionen nicht mehr annehmen. Nach dem Speichern werden sie nie gesendet, und wer „Für später gespeichert“ gelesen hat, bekommt sie nicht. Tippe noch einmal auf Speichern, um trotzdem zu speichern.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The PIN could not be set: type it again.</source>
        <translation>Die PIN konnte nicht gesetzt werden: Gib sie erneut ein.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Attendees need at least one way in: keep the camera, codes or a secret word.</source>
        <translation>Gäste brauchen mindestens einen Weg: Behalte Kamera, Codes oder ein Geheimwort.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number} (not found now)</source>
        <translation>Kamera {number} (nicht gefunden)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{language} (no translation: English)</source>
        <translation>{language} (keine Übersetzung: Englisch)</translation>
    </message>
    <message>
        <location line="-398"/>
        <location line="+421"/>
        <source>Load a links file</source>
        <translation>Link-Datei laden</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Saved: the kiosk uses these options from when you go back to it (Back to the kiosk).</source>
        <translation>Gespeichert: Der Kiosk nutzt diese Optionen, sobald du zu ihm zurückkehrst (Zurück zum Kiosk).</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Links (*.txt *.csv);;All files (*)</source>
        <translation>Links (*.txt *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The kiosk number is one of the kiosks: 1 to {count}.</source>
        <translation>Die Kiosk-Nummer ist eine von 1 bis {count}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load a links file, or use the drop&apos;s links.</source>
        <translation>Lade eine Link-Datei oder nutze die Links des Drops.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The QR&apos;s page is a web address (https://…), or empty.</source>
        <translation>Die Seite des QR-Codes ist eine Webadresse (https://…) oder leer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the video file or stream URL, or choose a camera.</source>
        <translation>Gib die Videodatei oder Stream-URL ein oder wähle eine Kamera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop ids are numbers, separated by commas (e.g. 12345, 67890).</source>
        <translation>Drop-IDs sind Zahlen, durch Kommas getrennt (z. B. 12345, 67890).</translation>
    </message>
</context>
<context>
    <name>OutOfOrderPage</name>
    <message>
        <location filename="../../kiosk/ui/out_of_order_page.py" line="+24"/>
        <source>Out of order</source>
        <translation>Außer Betrieb</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please ask a staff member.</source>
        <translation>Bitte frag jemanden vom Personal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sorry, this kiosk cannot mint right now.</source>
        <translation>Leider kann dieser Kiosk gerade nicht minten.</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="-398"/>
        <source>It&apos;s yours!</source>
        <translation>Es gehört dir!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your collectible is minted. It is in your wallet now.</source>
        <translation>Dein Sammlerstück ist gemintet. Es ist jetzt in deiner Wallet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Being written to the chain</source>
        <translation>Wird in die Chain geschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service took your mint and is writing it now. You can go: it appears in your wallet in a few minutes, and staff see it if anything goes wrong.</source>
        <translation>Der Dienst hat deinen Mint angenommen und schreibt ihn jetzt. Du kannst gehen: In ein paar Minuten ist er in deiner Wallet, und das Personal sieht es, falls etwas schiefgeht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check your e-mail</source>
        <translation>Schau in deine E-Mails</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the e-mail we sent you to collect it.</source>
        <translation>Öffne die E-Mail, die wir dir geschickt haben, um es abzuholen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code was already used</source>
        <translation>Dieser Code wurde schon benutzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each code works once. Please ask the staff for help.</source>
        <translation>Jeder Code gilt nur einmal. Bitte frag das Personal um Hilfe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code is no longer active</source>
        <translation>Dieser Code ist nicht mehr gültig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It has expired. Please ask the staff for help.</source>
        <translation>Er ist abgelaufen. Bitte frag das Personal um Hilfe.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>We could not find that code</source>
        <translation>Diesen Code haben wir nicht gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it and try again, or ask the staff for help.</source>
        <translation>Prüfe ihn und versuch es noch einmal oder frag das Personal um Hilfe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address was not accepted</source>
        <translation>Diese Adresse wurde nicht akzeptiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your wallet address or e-mail and try again.</source>
        <translation>Prüfe deine Wallet-Adresse oder E-Mail und versuch es noch einmal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+115"/>
        <source>You already have this one</source>
        <translation>Das hast du schon</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>This wallet already claimed this collectible before. One per person: if it is not in your wallet soon, ask the staff.</source>
        <translation>Diese Wallet hat dieses Sammlerstück schon früher eingelöst. Eins pro Person: Wenn es nicht bald in deiner Wallet ist, frag das Personal.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>This e-mail address already has this collectible reserved. One per person.</source>
        <translation>Für diese E-Mail-Adresse ist dieses Sammlerstück schon reserviert. Eins pro Person.</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>This wallet already holds this collectible. One per person.</source>
        <translation>Diese Wallet hat dieses Sammlerstück schon. Eins pro Person.</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Not open yet</source>
        <translation>Noch nicht offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+213"/>
        <source>It works later. Please ask the staff when.</source>
        <translation>Es gilt erst später. Frag das Personal, wann.</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>This secret word is switched off</source>
        <translation>Dieses Geheimwort ist ausgeschaltet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s organiser switched it off for now. Please ask the staff for help.</source>
        <translation>Der Veranstalter des Drops hat es vorerst ausgeschaltet. Bitte frag das Personal um Hilfe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is not active right now</source>
        <translation>Dieses Geheimwort ist gerade nicht aktiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service did not take it just now, so nothing was minted. Please ask the staff for help.</source>
        <translation>Der Dienst hat es gerade nicht angenommen, es wurde also nichts gemintet. Bitte frag das Personal um Hilfe.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Claimed before</source>
        <translation>Schon eingelöst</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None left</source>
        <translation>Keine mehr übrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word has no collectibles left. Ask the staff.</source>
        <translation>Für dieses Geheimwort gibt es keine Sammlerstücke mehr. Frag das Personal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service is busy</source>
        <translation>Der Dienst ist ausgelastet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was lost. Please wait a moment and try again.</source>
        <translation>Nichts ist verloren. Bitte warte kurz und versuch es noch einmal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+167"/>
        <source>No connection right now</source>
        <translation>Gerade keine Verbindung</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your code was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>Der Kiosk erreicht den Mint-Dienst nicht: Es wurde nichts gemintet und dein Code wurde nicht verwendet. Bitte versuch es in ein paar Minuten noch einmal oder sag dem Personal Bescheid.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your code was checked, but the kiosk could not finish your mint just now. It finishes it as soon as the service answers again, never twice; staff see if it fails.</source>
        <translation>Dein Code wurde geprüft, aber der Kiosk konnte deinen Mint gerade nicht abschließen. Er schließt ihn ab, sobald der Dienst wieder antwortet, nie doppelt; das Personal sieht, falls er fehlschlägt.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Sent to an address nobody owns</source>
        <translation>An eine Adresse gesendet, die niemandem gehört</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name points at an address nobody owns, so the collectible went there and cannot reach you. Please ask the staff for help.</source>
        <translation>Dein Name zeigt auf eine Adresse, die niemandem gehört. Das Sammlerstück ging dorthin und kann dich nicht erreichen. Bitte frag das Personal um Hilfe.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This secret word is not taken here</source>
        <translation>Dieses Geheimwort gilt hier nicht</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The minting service refused this kiosk</source>
        <translation>Der Mint-Dienst hat diesen Kiosk abgelehnt</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+28"/>
        <source>Your request was taken</source>
        <translation>Deine Anfrage ist angenommen</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The service took it and has not confirmed it yet. You can go: the e-mail to collect it should come soon, and staff see it if anything goes wrong.</source>
        <translation>Der Dienst hat sie angenommen, aber noch nicht bestätigt. Du kannst gehen: Die E-Mail zum Abholen sollte bald kommen, und das Personal sieht es, falls etwas schiefgeht.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reserved for your e-mail address</source>
        <translation>Für deine E-Mail-Adresse reserviert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service keeps it for your e-mail address. Please ask the staff how to collect it.</source>
        <translation>Der Dienst hält es für deine E-Mail-Adresse bereit. Frag bitte das Personal, wie du es abholst.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The service took it and has not confirmed it yet. Please ask the staff how to collect it; they see it if anything goes wrong.</source>
        <translation>Der Dienst hat sie angenommen, aber noch nicht bestätigt. Frag bitte das Personal, wie du es abholst; es sieht, falls etwas schiefgeht.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>We could not find that secret word</source>
        <translation>Dieses Geheimwort haben wir nicht gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the spelling: capital and small letters count. Or ask the staff.</source>
        <translation>Prüf die Schreibweise: Groß- und Kleinbuchstaben zählen. Oder frag das Personal.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is no longer active</source>
        <translation>Dieses Geheimwort ist nicht mehr gültig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its time is over. Please ask the staff for help.</source>
        <translation>Seine Zeit ist vorbei. Bitte frag das Personal um Hilfe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not open yet</source>
        <translation>Dieses Geheimwort gilt noch nicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This was already claimed</source>
        <translation>Das wurde schon eingelöst</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Please ask the staff for help.</source>
        <translation>Bitte frag das Personal um Hilfe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your secret word was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>Der Kiosk erreicht den Mint-Dienst nicht: Es wurde nichts gemintet und dein Geheimwort wurde nicht verwendet. Bitte versuch es in ein paar Minuten noch einmal oder sag dem Personal Bescheid.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing was sent: your secret word was not used. Please ask the staff.</source>
        <translation>Es wurde nichts gesendet: Dein Geheimwort wurde nicht verwendet. Bitte frag das Personal.</translation>
    </message>
    <message>
        <location line="-169"/>
        <source>Saved for later</source>
        <translation>Für später gespeichert</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not confirmed yet</source>
        <translation>Noch nicht bestätigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your mint was sent, but the service has not said yet whether it worked. Please do not try again: ask the staff, they can see how it ends.</source>
        <translation>Dein Mint wurde gesendet, aber der Dienst hat noch nicht gemeldet, ob er geklappt hat. Bitte versuch es nicht noch einmal: Frag das Personal, es sieht, wie es ausgeht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The mint failed</source>
        <translation>Der Mint ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service could not write it to the chain. Nothing was minted. Please ask the staff for help.</source>
        <translation>Der Dienst konnte ihn nicht in die Chain schreiben. Es wurde nichts gemintet. Bitte frag das Personal um Hilfe.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This is for another drop</source>
        <translation>Das gehört zu einem anderen Drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not for today&apos;s collectible. Please ask the staff.</source>
        <translation>Er gilt nicht für das heutige Sammlerstück. Bitte frag das Personal.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use this word in the POAP app</source>
        <translation>Nutze dieses Wort in der POAP-App</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word works only in the POAP app, not at this kiosk.</source>
        <translation>Dieses Geheimwort funktioniert nur in der POAP-App, nicht an diesem Kiosk.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot mint right now</source>
        <translation>Der Kiosk kann gerade nicht minten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Nothing was sent: your code was not used. Please ask the staff.</source>
        <translation>Es wurde nichts gesendet: Dein Code wurde nicht verwendet. Bitte frag das Personal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please try again, or ask the staff for help.</source>
        <translation>Bitte versuch es noch einmal oder frag das Personal um Hilfe.</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <location filename="../../kiosk/ui/pin_pad.py" line="+70"/>
        <source>Staff only.
Enter the PIN.</source>
        <translation>Nur für Personal.
PIN eingeben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Goes back without opening the staff area.</source>
        <translation>Geht zurück, ohne den Personalbereich zu öffnen.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Delete last digit</source>
        <translation>Letzte Ziffer löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last digit you typed.</source>
        <translation>Entfernt die zuletzt eingegebene Ziffer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks the PIN.</source>
        <translation>Prüft die PIN.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Type the staff PIN, then OK.</source>
        <translation>Gib die Personal-PIN ein, dann OK.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>This staff pass is not valid. Try again in %Ln s.</source>
        <translation>
            <numerusform>Diese Personalkarte ist ungültig. Versuch es in %Ln s noch einmal.</numerusform>
            <numerusform>Diese Personalkarte ist ungültig. Versuch es in %Ln s noch einmal.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This staff pass is not valid. Enter the PIN.</source>
        <translation>Diese Personalkarte ist ungültig. Gib die PIN ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong PIN. Try again.</source>
        <translation>Falsche PIN. Versuch es noch einmal.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Types {digit}.</source>
        <translation>Gibt {digit} ein.</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>Wrong PIN. Try again in %Ln s.</source>
        <translation>
            <numerusform>Falsche PIN. Versuch es in %Ln s noch einmal.</numerusform>
            <numerusform>Falsche PIN. Versuch es in %Ln s noch einmal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecipientPage</name>
    <message>
        <location filename="../../kiosk/ui/recipient_page.py" line="+27"/>
        <source>Where should we send it?</source>
        <translation>Wohin sollen wir es schicken?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your wallet address, .eth name or e-mail.</source>
        <translation>Deine Wallet-Adresse, dein .eth-Name oder deine E-Mail.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are getting</source>
        <translation>Du bekommst</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>or scan your wallet QR</source>
        <translation>oder Wallet-QR scannen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — type it instead</source>
        <translation>Keine Kamera — bitte eintippen</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../../kiosk/ui/result_page.py" line="+52"/>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A tick: it worked.</source>
        <translation>Ein Haken: Es hat geklappt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not final yet</source>
        <translation>Noch nicht endgültig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A clock: the outcome is not final yet.</source>
        <translation>Eine Uhr: Das Ergebnis ist noch nicht endgültig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not done</source>
        <translation>Nicht erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross: this attempt minted nothing.</source>
        <translation>Ein Kreuz: Dieser Versuch hat nichts gemintet.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Sent to {recipient}</source>
        <translation>Gesendet an {recipient}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {recipient}</source>
        <translation>Für {recipient}</translation>
    </message>
</context>
<context>
    <name>SecretEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/secret_entry_page.py" line="+19"/>
        <source>Type the secret word</source>
        <translation>Gib das Geheimwort ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The word announced at this event.</source>
        <translation>Das Wort, das bei diesem Event angesagt wurde.</translation>
    </message>
</context>
<context>
    <name>SecretWordPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/secret_word_page.py" line="+66"/>
        <source>(not given)</source>
        <translation>(nicht angegeben)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>d MMM yyyy, HH:mm</source>
        <translation>d. MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Works from {start} to {end}</source>
        <translation>Gültig von {start} bis {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>active now</source>
        <translation>jetzt aktiv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>switched off</source>
        <translation>ausgeschaltet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not known whether active now (the service did not say its time)</source>
        <translation>ob gerade aktiv, ist unbekannt (der Dienst nannte seine Uhrzeit nicht)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not active now</source>
        <translation>gerade nicht aktiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{window}: {state}.</source>
        <translation>{window}: {state}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+13"/>
        <source>Secret word</source>
        <translation>Geheimwort</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Attendees without a mint link can say a secret word at the kiosk. Check a word with the service before using it: words are case-sensitive.</source>
        <translation>Gäste ohne Mint-Link können am Kiosk ein Geheimwort nennen. Prüfe ein Wort mit dem Dienst, bevor du es verwendest: Groß- und Kleinschreibung zählt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The word attendees say; upper and lower case differ.</source>
        <translation>Das Wort, das Gäste nennen; Groß- und Kleinschreibung zählt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Asks the service about this word.</source>
        <translation>Fragt den Dienst nach diesem Wort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use this word at the kiosk</source>
        <translation>Dieses Wort am Kiosk verwenden</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>The word is right. Whether attendees can use it now is not known here: the service did not say its time. It judges the word&apos;s window and the drop&apos;s expiry at each claim.</source>
        <translation>Das Wort stimmt. Ob Gäste es gerade nutzen können, ist hier unbekannt: Der Dienst nannte seine Uhrzeit nicht. Er prüft den Zeitraum des Worts und das Ablaufdatum des Drops bei jeder Einlösung.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Check the word first: only a checked word is used.</source>
        <translation>Prüfe das Wort zuerst: Nur ein geprüftes Wort wird verwendet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk cannot use the checked word: the check says why.</source>
        <translation>Der Kiosk kann das geprüfte Wort nicht verwenden: Die Prüfung sagt, warum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk accepts the checked word from now on; the service judges at each claim whether it works then.</source>
        <translation>Der Kiosk nimmt das geprüfte Wort ab jetzt an; der Dienst prüft bei jeder Einlösung, ob es dann gilt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk accepts the checked word from now on, but attendees cannot use it now: the check says why.</source>
        <translation>Der Kiosk nimmt das geprüfte Wort ab jetzt an, aber Gäste können es gerade nicht nutzen: Die Prüfung sagt, warum.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attendees may type the checked word from now on.</source>
        <translation>Gäste dürfen ab jetzt das geprüfte Wort eingeben.</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>No secret word</source>
        <translation>Kein Geheimwort</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk no longer accepts a secret word.</source>
        <translation>Der Kiosk nimmt kein Geheimwort mehr an.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The kiosk uses the secret word “{word}”.</source>
        <translation>Der Kiosk verwendet das Geheimwort „{word}“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk uses no secret word.</source>
        <translation>Der Kiosk verwendet kein Geheimwort.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Asking the service…</source>
        <translation>Anfrage beim Dienst…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drop: {name}</source>
        <translation>Drop: {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This word belongs to another drop: choose that drop first, or another word.</source>
        <translation>Dieses Wort gehört zu einem anderen Drop: Wähle zuerst diesen Drop oder ein anderes Wort.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This word works only in the POAP app: the kiosk cannot mint with it. Ask for a website secret instead.</source>
        <translation>Dieses Wort funktioniert nur in der POAP-App: Der Kiosk kann damit nicht minten. Frag stattdessen nach einem Website-Geheimwort.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but its drop has expired: the service refuses every claim of it.</source>
        <translation>Das Wort stimmt, aber sein Drop ist abgelaufen: Der Dienst lehnt jede Einlösung damit ab.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but it is switched off: it works at no time until the drop&apos;s organiser switches it on again.</source>
        <translation>Das Wort stimmt, aber es ist ausgeschaltet: Es gilt zu keiner Zeit, bis der Veranstalter des Drops es wieder einschaltet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but attendees cannot use it now: see when it works.</source>
        <translation>Das Wort stimmt, aber Gäste können es gerade nicht nutzen: Sieh nach, wann es gilt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The word is right, but all its claims are used: request more mints.</source>
        <translation>Das Wort stimmt, aber alle Einlösungen sind verbraucht: Fordere mehr Mints an.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The word is right and works now.</source>
        <translation>Das Wort stimmt und funktioniert jetzt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved: the kiosk accepts this word. Whether attendees can use it now, the service judges at each claim: see above.</source>
        <translation>Gespeichert: Der Kiosk nimmt dieses Wort an. Ob Gäste es gerade nutzen können, prüft der Dienst bei jeder Einlösung: siehe oben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved: the kiosk accepts this word, but attendees cannot use it now: see above.</source>
        <translation>Gespeichert: Der Kiosk nimmt dieses Wort an, aber Gäste können es gerade nicht nutzen: siehe oben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved: the kiosk now accepts this word.</source>
        <translation>Gespeichert: Der Kiosk akzeptiert jetzt dieses Wort.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: the kiosk no longer asks for a secret word.</source>
        <translation>Gespeichert: Der Kiosk fragt nicht mehr nach einem Geheimwort.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the secret word first.</source>
        <translation>Gib zuerst das Geheimwort ein.</translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%Ln claim(s) used</source>
        <translation>
            <numerusform>%Ln Einlösung genutzt</numerusform>
            <numerusform>%Ln Einlösungen genutzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{claimed} of %Ln claim(s) used, {left} left</source>
        <translation>
            <numerusform>{claimed} von %Ln Einlösung genutzt, {left} übrig</numerusform>
            <numerusform>{claimed} von %Ln Einlösungen genutzt, {left} übrig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+246"/>
        <source>The service refused the kiosk&apos;s credentials. Check them on the Connection page, then use Test connection.</source>
        <translation>Der Dienst hat die Zugangsdaten des Kiosks abgelehnt. Prüfe sie auf der Seite „Verbindung“ und nutze dann „Verbindung testen“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service is busy right now: try again in a minute.</source>
        <translation>Der Dienst ist gerade ausgelastet: Versuche es in einer Minute erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses on the Connection page.</source>
        <translation>Der Dienst ist nicht erreichbar. Prüfe das Netzwerk (WLAN, Kabel, Proxy) und die Dienstadressen auf der Seite „Verbindung“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in at {address}. Open a web browser on this computer and accept the network&apos;s terms; the kiosk goes on by itself then.</source>
        <translation>Statt des Dienstes antwortet das Netz des Veranstaltungsorts: Sein WLAN verlangt eine Anmeldung unter {address}. Öffne einen Webbrowser auf diesem Computer und akzeptiere die Bedingungen des Netzes; danach macht der Kiosk von selbst weiter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A web page answered instead of the service: the venue&apos;s Wi-Fi may ask for a sign-in. Open a web browser on this computer and accept the network&apos;s terms; if no sign-in page opens, check the service addresses on the Connection page.</source>
        <translation>Statt des Dienstes hat eine Webseite geantwortet: Das WLAN des Veranstaltungsorts verlangt vielleicht eine Anmeldung. Öffne einen Webbrowser auf diesem Computer und akzeptiere die Bedingungen des Netzes; öffnet sich keine Anmeldeseite, prüfe die Adressen des Dienstes auf der Seite Verbindung.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service does not know that drop. Check its id or fancy id.</source>
        <translation>Der Dienst kennt diesen Drop nicht. Prüfe seine ID oder Fancy-ID.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service does not know the chosen drop: choose the drop again.</source>
        <translation>Der Dienst kennt den gewählten Drop nicht: Wähle den Drop erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The service does not know that secret word. Words are case-sensitive: check the spelling.</source>
        <translation>Der Dienst kennt dieses Geheimwort nicht. Groß- und Kleinschreibung zählt: Prüfe die Schreibweise.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The edit code is wrong. It is the six-digit code the drop&apos;s creator chose; ask them.</source>
        <translation>Der Bearbeitungscode ist falsch. Es ist der sechsstellige Code, den der Ersteller des Drops gewählt hat – frag dort nach.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refused this: {reason}</source>
        <translation>Der Dienst hat das abgelehnt: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service gave an answer the kiosk does not understand: try again, and check the service address if it keeps happening.</source>
        <translation>Der Dienst hat eine Antwort gegeben, die der Kiosk nicht versteht: Versuche es erneut und prüfe die Dienstadresse, wenn es wieder passiert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>Der Dienst hat mit einem Fehler geantwortet. Versuche es in einer Minute erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request reached the service, but its answer was lost: it may have been done. Check before you ask again.</source>
        <translation>Die Anfrage hat den Dienst erreicht, aber seine Antwort ging verloren: Sie wurde vielleicht ausgeführt. Prüfe das, bevor du erneut anfragst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong on this computer ({error}). Try again; if it keeps failing, run kiosk doctor.</source>
        <translation>Auf diesem Computer ist etwas schiefgelaufen ({error}). Versuche es erneut; wenn es weiter fehlschlägt, führe kiosk doctor aus.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location line="+11"/>
        <source>The settings could not be saved ({reason}): check the disk, then try again.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden ({reason}): Prüfe den Datenträger und versuche es dann erneut.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location line="+11"/>
        <source>Mint Kiosk is already running on this computer; its window was brought to the front.</source>
        <translation>Mint Kiosk läuft auf diesem Computer bereits; sein Fenster wurde in den Vordergrund geholt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mint Kiosk is already running on this computer but does not answer. If its window does not appear within a minute, restart the computer.</source>
        <translation>Mint Kiosk läuft auf diesem Computer bereits, antwortet aber nicht. Wenn sein Fenster nicht innerhalb einer Minute erscheint, starte den Computer neu.</translation>
    </message>
</context>
<context>
    <name>Staff</name>
    <message>
        <location filename="../../kiosk/ui/operator/step_texts.py" line="+46"/>
        <source>Save the API key, client id and client secret first.</source>
        <translation>Speichere zuerst API-Schlüssel, Client-ID und Client-Secret.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the drop this kiosk mints first.</source>
        <translation>Wähle zuerst den Drop, den dieser Kiosk mintet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set an operator PIN first: kiosk mode locks the screen with it.</source>
        <translation>Setze zuerst eine Personal-PIN: Der Kiosk-Modus sperrt den Bildschirm damit.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Mint codes</source>
        <translation>Mint-Codes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>Geheimwort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kiosk options</source>
        <translation>Kiosk-Optionen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operator pass</source>
        <translation>Personalkarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Journal</source>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../kiosk/ui/operator/statistics_page.py" line="+70"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Live counts for the chosen drop; they update while this page is open.</source>
        <translation>Live-Zahlen für den gewählten Drop; sie aktualisieren sich, solange diese Seite offen ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Minted</source>
        <translation>Gemintet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On their way</source>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved for e-mail</source>
        <translation>Für E-Mail reserviert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already claimed</source>
        <translation>Bereits eingelöst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Being checked</source>
        <translation>Wird geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued offline</source>
        <translation>Offline vorgemerkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes left</source>
        <translation>Codes übrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: links left</source>
        <translation>Ausgabe: Links übrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: shown</source>
        <translation>Ausgabe: gezeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: claimed</source>
        <translation>Ausgabe: eingelöst</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Mints per 15 minutes, last 4 hours (local time)</source>
        <translation>Mints pro 15 Minuten, letzte 4 Stunden (Ortszeit)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Counted while the kiosk is open</source>
        <translation>Gezählt, solange der Kiosk offen ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dispenser&apos;s last count, without claims elsewhere</source>
        <translation>Letzte Zählung der Ausgabe, ohne Einlösungen anderswo</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enter the edit code on the Codes page</source>
        <translation>Gib den Bearbeitungscode auf der Seite „Mint-Codes“ ein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The drop has expired: no code can be minted</source>
        <translation>Der Drop ist abgelaufen: Kein Code kann mehr gemintet werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None left: request more mints</source>
        <translation>Keine übrig: Fordere mehr Mints an</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If not expired (the service did not say its date)</source>
        <translation>Falls nicht abgelaufen (der Dienst nannte sein Datum nicht)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than {threshold}: request more mints</source>
        <translation>Weniger als {threshold}: Fordere mehr Mints an</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+37"/>
        <source>Counting…</source>
        <translation>Wird gezählt…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not check; tries again soon</source>
        <translation>Prüfung fehlgeschlagen; neuer Versuch gleich</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mints wait to be sent. Last error: {error}</source>
        <translation>Mints warten auf das Senden. Letzter Fehler: {error}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mints wait for the connection; they are sent when it is back.</source>
        <translation>Mints warten auf die Verbindung; sie werden gesendet, sobald sie wieder da ist.</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="-17"/>
        <source>Mints per 15 minutes</source>
        <translation>Mints pro 15 Minuten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bar for each quarter hour of the last 4 hours, oldest first.</source>
        <translation>Ein Balken für jede Viertelstunde der letzten 4 Stunden, die älteste zuerst.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/statistics_page.py" line="-95"/>
        <source>%Ln failed after the service took them: see the Journal</source>
        <translation>
            <numerusform>%Ln nach der Annahme fehlgeschlagen: siehe Protokoll</numerusform>
            <numerusform>%Ln nach der Annahme fehlgeschlagen: siehe Protokoll</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TouchKeyboard</name>
    <message>
        <location filename="../../kiosk/ui/touch_keyboard.py" line="+98"/>
        <source>Delete last character</source>
        <translation>Letztes Zeichen löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last character you typed.</source>
        <translation>Entfernt das zuletzt eingegebene Zeichen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removes everything you typed.</source>
        <translation>Entfernt alles, was du eingegeben hast.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sends what you typed.</source>
        <translation>Sendet, was du eingegeben hast.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Types {key}.</source>
        <translation>Gibt {key} ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>abc</source>
        <translation>abc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Small letters</source>
        <translation>Kleinbuchstaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to small letters.</source>
        <translation>Schaltet die Buchstabentasten auf Kleinbuchstaben um.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ABC</source>
        <translation>ABC</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capital letters</source>
        <translation>Großbuchstaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to capital letters.</source>
        <translation>Schaltet die Buchstabentasten auf Großbuchstaben um.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At sign</source>
        <translation>At-Zeichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dot</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyphen</source>
        <translation>Bindestrich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underscore</source>
        <translation>Unterstrich</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../kiosk/ui/welcome_page.py" line="+38"/>
        <source>Get your event collectible</source>
        <translation>Hol dir dein Event-Sammlerstück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scan your mint QR</source>
        <translation>Mint-QR-Code scannen</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No camera — type your code instead</source>
        <translation>Keine Kamera — tippe den Code ein</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>No QR code?</source>
        <translation>Kein QR-Code?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>Code eingeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret word</source>
        <translation>Geheimwort</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Scan your mint QR code, or choose another way in.</source>
        <translation>Scanne deinen Mint-QR-Code oder wähle einen anderen Weg.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Opens a keyboard to type the code of your mint link.</source>
        <translation>Öffnet eine Tastatur, um den Code deines Mint-Links einzugeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens a keyboard to type the secret word announced at this event.</source>
        <translation>Öffnet eine Tastatur, um das bei dieser Veranstaltung angesagte Geheimwort einzugeben.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Scan your mint QR code.</source>
        <translation>Scanne deinen Mint-QR-Code.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the code of your mint link, or the secret word announced at this event.</source>
        <translation>Gib den Code deines Mint-Links ein oder das bei dieser Veranstaltung angesagte Geheimwort.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the code of your mint link.</source>
        <translation>Gib den Code deines Mint-Links ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the secret word announced at this event.</source>
        <translation>Gib das bei dieser Veranstaltung angesagte Geheimwort ein.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No camera — type the secret word instead</source>
        <translation>Keine Kamera — tippe das Geheimwort ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — please ask the staff</source>
        <translation>Keine Kamera — bitte frag das Personal</translation>
    </message>
</context>
</TS>
