<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>ArtworkView</name>
    <message>
        <location filename="../../kiosk/ui/widgets.py" line="+122"/>
        <source>Artwork</source>
        <translation>Afbeelding</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The collectible&apos;s picture.</source>
        <translation>De afbeelding van de collectible.</translation>
    </message>
</context>
<context>
    <name>AttendeePage</name>
    <message>
        <location filename="../../kiosk/ui/attendee_page.py" line="+33"/>
        <source>Start over</source>
        <translation>Opnieuw beginnen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Next in line: your code was read. Your turn starts in a moment.</source>
        <translation>Jij bent de volgende: je code is gelezen. Zo meteen ben je aan de beurt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Clears what you typed and goes back to the welcome screen.</source>
        <translation>Wist wat je hebt getypt en gaat terug naar het startscherm.</translation>
    </message>
</context>
<context>
    <name>BusyPage</name>
    <message>
        <location filename="../../kiosk/ui/busy_page.py" line="+36"/>
        <source>Getting ready…</source>
        <translation>Even voorbereiden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kiosk opens in a moment.</source>
        <translation>De kiosk is zo klaar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking your code…</source>
        <translation>We controleren je code…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>This takes a few seconds.</source>
        <translation>Dit duurt een paar seconden.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Checking the secret word…</source>
        <translation>We controleren het geheime woord…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minting your collectible…</source>
        <translation>We minten je collectible…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please wait, this can take a little while.</source>
        <translation>Even geduld, dit kan even duren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Almost there…</source>
        <translation>Bijna klaar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the blockchain to confirm it.</source>
        <translation>Wachten op bevestiging van de blockchain.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Working</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turning circle: the kiosk is at work.</source>
        <translation>Een draaiende cirkel: de kiosk is bezig.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Goes back to the welcome screen. It does not stop the mint already asked for.</source>
        <translation>Gaat terug naar het startscherm. De al gevraagde mint stopt daardoor niet.</translation>
    </message>
</context>
<context>
    <name>CameraView</name>
    <message>
        <location filename="../../kiosk/ui/camera_view.py" line="+39"/>
        <location line="+43"/>
        <source>Hold it steady…</source>
        <translation>Even stilhouden…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>One code at a time, please: hold only one QR code inside the four corners.</source>
        <translation>Eén code tegelijk, alsjeblieft: houd maar één QR-code binnen de vier hoeken.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hold the QR code inside the four corners.</source>
        <translation>Houd de QR-code binnen de vier hoeken.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>One code at a time, please</source>
        <translation>Eén code tegelijk, alsjeblieft</translation>
    </message>
</context>
<context>
    <name>ChecksPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/checks_page.py" line="+36"/>
        <source>Passed.</source>
        <translation>Geslaagd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed, with a warning.</source>
        <translation>Geslaagd, met een waarschuwing.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed.</source>
        <translation>Mislukt.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+8"/>
        <source>Test connection</source>
        <translation>Test verbinding</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Checks the settings, the keyring, the credentials, the service, the chosen drop and the camera, one after another, and says what to do about each problem.</source>
        <translation>Controleert na elkaar de instellingen, de sleutelbos, de toegangsgegevens, de dienst, de gekozen drop en de camera, en zegt wat je aan elk probleem kunt doen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Runs every check; a line for each appears below.</source>
        <translation>Voert alle controles uit; voor elke controle verschijnt hieronder een regel.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Testing…</source>
        <translation>Testen…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%Ln check(s) failed: see the red lines.</source>
        <translation>
            <numerusform>%Ln controle mislukt: zie de rode regel.</numerusform>
            <numerusform>%Ln controles mislukt: zie de rode regels.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All checks passed, with warnings.</source>
        <translation>Alle controles geslaagd, met waarschuwingen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>Alle controles geslaagd.</translation>
    </message>
</context>
<context>
    <name>CodeEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/code_entry_page.py" line="+18"/>
        <source>Type your code</source>
        <translation>Typ je code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six letters or digits; capital or small letters both work. Zero and the letter O are different, as are one, I and L.</source>
        <translation>Zes letters of cijfers; hoofdletters of kleine letters maakt niet uit. Nul en de letter O zijn verschillend, net als één, I en L.</translation>
    </message>
</context>
<context>
    <name>CodesPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/codes_page.py" line="+71"/>
        <source>Mint links (codes)</source>
        <translation>Mintlinks (codes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word claims</source>
        <translation>Mints via geheim woord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Website claims</source>
        <translation>Mints via website</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+73"/>
        <source>Mint codes</source>
        <translation>Mintcodes</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Type the drop&apos;s six-digit edit code (you got it when the drop was created) to see its mint codes and how many are left, or to ask for more.</source>
        <translation>Typ de zescijferige bewerkcode van de drop (die kreeg je toen de drop werd aangemaakt) om de mintcodes te zien en hoeveel er over zijn, of om er meer aan te vragen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+336"/>
        <source>Show</source>
        <translation>Tonen</translation>
    </message>
    <message>
        <location line="-335"/>
        <source>Check</source>
        <translation>Controleren</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+103"/>
        <source>Request more mints</source>
        <translation>Meer mints aanvragen</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+30"/>
        <source>Edit code</source>
        <translation>Bewerkcode</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The six digits you got when the drop was created.</source>
        <translation>De zes cijfers die je kreeg toen de drop werd aangemaakt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the edit code</source>
        <translation>Bewerkcode tonen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides the digits typed.</source>
        <translation>Toont of verbergt de getypte cijfers.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Asks the service for the drop&apos;s mint codes with this edit code.</source>
        <translation>Vraagt de dienst met deze bewerkcode om de mintcodes van de drop.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Each mint code of the drop and whether it is claimed.</source>
        <translation>Elke mintcode van de drop en of die is ingewisseld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mint code</source>
        <translation>Mintcode</translation>
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
        <translation>Wat</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The kind of mints to ask for.</source>
        <translation>Het soort mints dat je aanvraagt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+22"/>
        <source>How many</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>How many more mints to ask for.</source>
        <translation>Hoeveel extra mints je aanvraagt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sends the request; the service&apos;s team reviews it.</source>
        <translation>Verstuurt de aanvraag; het team van de dienst beoordeelt die.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose a drop first: its mint codes are shown here.</source>
        <translation>Kies eerst een drop: de mintcodes ervan verschijnen hier.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Asking the service…</source>
        <translation>De dienst wordt geraadpleegd…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln mint code(s): {claimed} claimed; the drop has expired, none can be minted</source>
        <translation>
            <numerusform>%Ln mintcode: {claimed} ingewisseld; de drop is verlopen, er kan er geen meer gemint worden</numerusform>
            <numerusform>%Ln mintcodes: {claimed} ingewisseld; de drop is verlopen, er kan er geen meer gemint worden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left if the drop has not expired (the service did not say its date)</source>
        <translation>
            <numerusform>%Ln mintcode: {claimed} ingewisseld, {left} over als de drop niet verlopen is (de dienst gaf zijn datum niet)</numerusform>
            <numerusform>%Ln mintcodes: {claimed} ingewisseld, {left} over als de drop niet verlopen is (de dienst gaf zijn datum niet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left</source>
        <translation>
            <numerusform>%Ln mintcode: {claimed} ingewisseld, {left} over</numerusform>
            <numerusform>%Ln mintcodes: {claimed} ingewisseld, {left} over</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Claimed</source>
        <translation>Ingewisseld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not claimed yet</source>
        <translation>Nog niet ingewisseld</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Edit code accepted. It is kept in this computer&apos;s keyring, so the statistics can count the codes left.</source>
        <translation>Bewerkcode geaccepteerd. Die wordt bewaard in de sleutelbos van deze computer, zodat de statistieken de resterende codes kunnen tellen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit code accepted. This computer has no keyring, so it is kept only until the kiosk closes: you will be asked again after a restart.</source>
        <translation>Bewerkcode geaccepteerd. Deze computer heeft geen sleutelbos, dus die wordt alleen bewaard tot de kiosk sluit: na een herstart wordt er opnieuw om gevraagd.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Using the edit code kept on this computer.</source>
        <translation>De bewerkcode die op deze computer is bewaard, wordt gebruikt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That edit code is not right for this drop. Check the six digits you got when the drop was created, and that the right drop is chosen.</source>
        <translation>Die bewerkcode hoort niet bij deze drop. Controleer de zes cijfers die je kreeg toen de drop werd aangemaakt, en of de juiste drop is gekozen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Request #{id} sent, but the drop has expired: the service refuses every claim of it, the new ones too. Its organiser can move the expiry date.</source>
        <translation>Aanvraag #{id} verstuurd, maar de drop is verlopen: de dienst weigert elke inwisseling, ook de nieuwe. De organisator kan de vervaldatum verzetten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Request #{id} sent: the claims are added to the drop&apos;s secret word, not to these mint codes, once the service approves it. Check the word on the Secret word page.</source>
        <translation>Aanvraag #{id} verstuurd: de inwisselingen komen bij het geheime woord van de drop, niet bij deze mintcodes, zodra de dienst die goedkeurt. Controleer het woord op de pagina ‘Geheim woord’.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Request #{id} sent, but the mint codes could not be read again, so the kiosk cannot tell whether the new ones are made yet. Open this page again in a minute to see them.</source>
        <translation>Aanvraag #{id} verstuurd, maar de mintcodes konden niet opnieuw gelezen worden, dus de kiosk weet niet of de nieuwe al gemaakt zijn. Open deze pagina over een minuut opnieuw om ze te zien.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} done: the service made the new mint links at once. Mint codes listed before: {before}; now: {now}.</source>
        <translation>Aanvraag #{id} gedaan: de dienst maakte de nieuwe mintlinks meteen. Mintcodes eerder: {before}; nu: {now}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} sent: it will be reviewed by the service&apos;s team, and the new mints appear here once it is approved.</source>
        <translation>Aanvraag #{id} verstuurd: het team van de dienst beoordeelt die, en de nieuwe mints verschijnen hier zodra die is goedgekeurd.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Check the edit code first.</source>
        <translation>Controleer eerst de bewerkcode.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>An edit code is six digits: the one you got when the drop was created.</source>
        <translation>Een bewerkcode bestaat uit zes cijfers: die kreeg je toen de drop werd aangemaakt.</translation>
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
        <translation>De kiosk is offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minting is paused for now. Please try again in a few minutes.</source>
        <translation>Minten is even gepauzeerd. Probeer het over een paar minuten opnieuw.</translation>
    </message>
</context>
<context>
    <name>ConnectionPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/connection_page.py" line="+69"/>
        <source>Service address (base URL)</source>
        <translation>Adres van de dienst (basis-URL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token issuer address (auth URL)</source>
        <translation>Adres van de tokenuitgever (auth-URL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mint site address</source>
        <translation>Adres van de mintsite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>API-sleutel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client id</source>
        <translation>Client-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client secret</source>
        <translation>Clientgeheim</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Issued by the minting service; kept in the keyring, never shown.</source>
        <translation>Uitgegeven door de mintdienst; bewaard in de sleutelbos, nooit getoond.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A web address starting with https://.</source>
        <translation>Een webadres dat begint met https://.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials are kept in this computer&apos;s keyring.</source>
        <translation>De toegangsgegevens worden bewaard in de sleutelbos van deze computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The credentials come from environment variables.</source>
        <translation>De toegangsgegevens komen uit omgevingsvariabelen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The credentials come partly from environment variables, the rest from the keyring.</source>
        <translation>De toegangsgegevens komen deels uit omgevingsvariabelen, de rest uit de sleutelbos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No credentials are saved yet.</source>
        <translation>Er zijn nog geen toegangsgegevens opgeslagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some credentials are missing: type them below, or set their environment variables.</source>
        <translation>Er ontbreken toegangsgegevens: typ ze hieronder, of stel hun omgevingsvariabelen in.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials typed last are used until the kiosk closes: the keyring did not keep them.</source>
        <translation>De laatst getypte toegangsgegevens worden gebruikt tot de kiosk sluit: de sleutelbos heeft ze niet bewaard.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring, so credentials cannot be saved here: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Deze computer heeft geen sleutelbos, dus toegangsgegevens kunnen hier niet worden opgeslagen: zet ze in de omgevingsvariabelen KIOSK_API_KEY, KIOSK_CLIENT_ID en KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This computer has no keyring to keep the credentials. Set the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET and start the kiosk again, or install a keyring (GNOME Keyring, KWallet). Credentials typed here work only until the kiosk closes.</source>
        <translation>Deze computer heeft geen sleutelbos om de toegangsgegevens te bewaren. Stel de omgevingsvariabelen KIOSK_API_KEY, KIOSK_CLIENT_ID en KIOSK_CLIENT_SECRET in en start de kiosk opnieuw, of installeer een sleutelbos (GNOME Keyring, KWallet). Toegangsgegevens die je hier typt, werken alleen tot de kiosk sluit.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Connection</source>
        <translation>Verbinding</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The addresses of the minting service and the credentials it issued you. Secrets go to this computer&apos;s keyring, never to the settings file.</source>
        <translation>De adressen van de mintdienst en de toegangsgegevens die je van de dienst hebt gekregen. Geheimen gaan naar de sleutelbos van deze computer, nooit naar het instellingenbestand.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Show</source>
        <translation>Tonen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the {0}</source>
        <translation>“{0}” tonen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides what is typed.</source>
        <translation>Toont of verbergt wat er is getypt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checks the addresses, then saves them and the credentials.</source>
        <translation>Controleert de adressen en slaat ze daarna op, samen met de toegangsgegevens.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved. Leave empty to keep it.</source>
        <translation>Opgeslagen. Laat leeg om te behouden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>from the environment variable {0}</source>
        <translation>uit de omgevingsvariabele {0}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Saving…</source>
        <translation>Opslaan…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved. Next: Test connection.</source>
        <translation>Opgeslagen. Volgende stap: Test verbinding.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Addresses saved. No keyring could keep the credentials (there is none, or it is locked), so they are used only until the kiosk closes: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Adressen opgeslagen. Geen sleutelbos kon de toegangsgegevens bewaren (er is er geen, of hij is vergrendeld), dus ze worden alleen gebruikt tot de kiosk sluit: zet ze in de omgevingsvariabelen KIOSK_API_KEY, KIOSK_CLIENT_ID en KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+10"/>
        <source>Enter the {0}.</source>
        <translation>Vul “{0}” in.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The {0} must be a web address starting with https:// (or http:// for a test service).</source>
        <translation>“{0}” moet een webadres zijn dat begint met https:// (of http:// voor een testdienst).</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message>
        <location filename="../../kiosk/ui/countdown_overlay.py" line="+46"/>
        <source>Still there?</source>
        <translation>Ben je er nog?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap to continue</source>
        <translation>Tik om door te gaan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Still there? Tap to continue</source>
        <translation>Ben je er nog? Tik om door te gaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap anywhere to keep this page.</source>
        <translation>Tik ergens om op deze pagina te blijven.</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>Otherwise the kiosk starts over in %Ln s.</source>
        <translation>
            <numerusform>Anders begint de kiosk over %Ln s opnieuw.</numerusform>
            <numerusform>Anders begint de kiosk over %Ln s opnieuw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DispenserPage</name>
    <message>
        <location filename="../../kiosk/ui/dispenser_page.py" line="+74"/>
        <source>Getting the collectibles ready…</source>
        <translation>Collectibles klaarzetten…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+108"/>
        <source>Tap for your collectible</source>
        <translation>Tik voor je collectible</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>You get a QR code to scan with your phone camera.</source>
        <translation>Je krijgt een QR-code om te scannen met de camera van je telefoon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One moment…</source>
        <translation>Even geduld…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan with your phone camera</source>
        <translation>Scan met de camera van je telefoon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then mint it on the page your phone opens.</source>
        <translation>Mint hem daarna op de pagina die je telefoon opent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All collectibles are handed out — thank you</source>
        <translation>Alle collectibles zijn uitgedeeld — bedankt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This drop has expired</source>
        <translation>Deze drop is verlopen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its collectibles can no longer be minted.</source>
        <translation>De collectibles ervan kunnen niet meer gemint worden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No collectibles to hand out right now</source>
        <translation>Nu even geen collectibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please ask a member of staff.</source>
        <translation>Vraag het een medewerker.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service is busy</source>
        <translation>De dienst heeft het druk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk is offline</source>
        <translation>De kiosk is offline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your phone mints over its own connection: keep its internet on.</source>
        <translation>Je telefoon mint via zijn eigen verbinding: laat internet aan staan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No code can be checked now. Please try again in a minute.</source>
        <translation>Er kan nu geen code worden gecontroleerd. Probeer het over een minuut opnieuw.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Shows a QR code to scan with your phone.</source>
        <translation>Toont een QR-code om met je telefoon te scannen.</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <location filename="../../kiosk/ui/doctor_texts.py" line="+21"/>
        <source>Settings file</source>
        <translation>Instellingenbestand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyring for secrets</source>
        <translation>Sleutelbos voor geheimen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credentials (API key, client id, client secret)</source>
        <translation>Toegangsgegevens (API-sleutel, client-ID, clientgeheim)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access token from the token issuer</source>
        <translation>Toegangstoken van de tokenuitgever</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minting calls accepted (API key and token together)</source>
        <translation>Mintverzoeken geaccepteerd (API-sleutel en token samen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API key accepted by the service</source>
        <translation>API-sleutel geaccepteerd door de dienst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen drop reachable</source>
        <translation>Gekozen drop bereikbaar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser lists the drop&apos;s mint links (edit code)</source>
        <translation>Uitgifte haalt de mintlinks van de drop op (bewerkcode)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser&apos;s links file holds mint links</source>
        <translation>Linkbestand van de uitgifte bevat mintlinks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Camera gives a picture</source>
        <translation>Camera geeft beeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints that failed after the service accepted them</source>
        <translation>Mints die mislukten nadat de dienst ze had geaccepteerd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints sent whose end the service has not told yet</source>
        <translation>Verstuurde mints waarvan de dienst de afloop nog niet heeft gemeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints saved for later of a drop this kiosk does not take</source>
        <translation>Voor later bewaarde mints van een drop die deze kiosk niet aanneemt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints on their way long after the service took them</source>
        <translation>Mints nog onderweg lang nadat de dienst ze aannam</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mint journal can be written</source>
        <translation>Mintlogboek kan worden geschreven</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No settings saved yet: the defaults are used. Run the setup to save them.</source>
        <translation>Nog geen instellingen opgeslagen: de standaardwaarden worden gebruikt. Doorloop de configuratie om ze op te slaan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file is damaged (cut off, perhaps by a power cut). At its next start the kiosk keeps it aside, renamed with the date and time, and starts with the default settings: set it up again then, copying what you need from the old file.</source>
        <translation>Het instellingenbestand is beschadigd (afgekapt, misschien door een stroomstoring). Bij de volgende start zet de kiosk het opzij, hernoemd met datum en tijd, en start met de standaardinstellingen: stel hem dan opnieuw in en neem over wat je uit het oude bestand nodig hebt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file cannot be read, so at its next start the kiosk uses the default settings. Check that this user may read and write it.</source>
        <translation>Het instellingenbestand kan niet gelezen worden, dus bij de volgende start gebruikt de kiosk de standaardinstellingen. Controleer of deze gebruiker het mag lezen en schrijven.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring: put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET. The access token is kept in memory only.</source>
        <translation>Deze computer heeft geen sleutelbos: zet de toegangsgegevens in de omgevingsvariabelen KIOSK_API_KEY, KIOSK_CLIENT_ID en KIOSK_CLIENT_SECRET. Het toegangstoken wordt alleen in het geheugen bewaard.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keyring is locked, so the kiosk cannot keep or read its credentials there. Log in to this computer&apos;s desktop, or unlock the login keyring, then test again. Credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET work without it.</source>
        <translation>De sleutelbos is vergrendeld, dus de kiosk kan daar zijn toegangsgegevens niet bewaren of lezen. Meld je aan op het bureaublad van deze computer, of ontgrendel de aanmeldsleutelbos, en test dan opnieuw. Toegangsgegevens in de omgevingsvariabelen KIOSK_API_KEY, KIOSK_CLIENT_ID en KIOSK_CLIENT_SECRET werken ook zonder sleutelbos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The keyring refused to keep a test entry, so credentials saved there may be lost. Log out and in again, or restart the computer, then test again. If it keeps failing, put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>De sleutelbos weigerde een testitem te bewaren, dus toegangsgegevens die daar zijn opgeslagen, kunnen verloren gaan. Meld je af en weer aan, of herstart de computer, en test dan opnieuw. Blijft het mislukken, zet de toegangsgegevens dan in de omgevingsvariabelen KIOSK_API_KEY, KIOSK_CLIENT_ID en KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Credentials are missing. Set KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET, or enter them in the setup (stored in the keyring).</source>
        <translation>Toegangsgegevens ontbreken. Stel KIOSK_API_KEY, KIOSK_CLIENT_ID en KIOSK_CLIENT_SECRET in, of voer ze in bij de configuratie (ze worden in de sleutelbos bewaard).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not checked: fix the problem above first.</source>
        <translation>Niet gecontroleerd: los eerst het probleem hierboven op.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The token issuer refused the client id or secret, or the auth address is wrong. Check both against what the service issued you.</source>
        <translation>De tokenuitgever weigerde de client-ID of het clientgeheim, of het auth-adres klopt niet. Vergelijk beide met wat de dienst je heeft gegeven.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer gives no tokens for this service address: check the service address against what the service issued you (the client id and secret are not in question).</source>
        <translation>De tokenuitgever geeft geen tokens voor dit dienstadres: vergelijk het dienstadres met wat de dienst je heeft gegeven (de client-ID en het clientgeheim zijn niet het probleem).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service address answers &quot;not found&quot; for the service&apos;s calls: check it against what the service issued you (a path too many or too few).</source>
        <translation>Het dienstadres antwoordt ‘niet gevonden’ op de aanroepen van de dienst: vergelijk het met wat de dienst je heeft gegeven (een padstuk te veel of te weinig).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer&apos;s address answers &quot;not found&quot; for token requests: nothing issues tokens there, so the client id and secret were not checked. Check the address against what the service issued you (the kiosk adds /oauth/token to it).</source>
        <translation>Het adres van de tokenuitgever antwoordt „niet gevonden” op tokenaanvragen: daar geeft niemand tokens uit, dus de client-ID en het clientgeheim zijn niet gecontroleerd. Vergelijk het adres met wat de dienst je heeft gegeven (de kiosk voegt er /oauth/token aan toe).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service refused the API key. Check it; a new key can take up to a day to work.</source>
        <translation>De dienst weigerde de API-sleutel. Controleer die; een nieuwe sleutel kan tot een dag nodig hebben voordat hij werkt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refuses the token the issuer gave, even a fresh one: the client id and secret do not belong to this API key. Ask the service for a matching set.</source>
        <translation>De dienst weigert het token van de uitgever, zelfs een nieuw token: de client-ID en het clientgeheim horen niet bij deze API-sleutel. Vraag de dienst om een bijpassende set.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses in the settings.</source>
        <translation>De dienst is niet bereikbaar. Controleer het netwerk (wifi, kabel, proxy) en de adressen van de dienst in de instellingen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in (at the address above, when it names one). Open a web browser on this computer, accept the network&apos;s terms, then test again. If no sign-in page opens, check the service addresses in the settings.</source>
        <translation>Het netwerk van de locatie antwoordt in plaats van de dienst: de wifi vraagt om aan te melden (op het adres hierboven, als het er een noemt). Open een webbrowser op deze computer, accepteer de voorwaarden van het netwerk en test daarna opnieuw. Opent er geen aanmeldpagina, controleer dan de adressen van de dienst in de instellingen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A web page answered at the address above, not the service: the venue&apos;s Wi-Fi may ask for a sign-in, or the address is not the service&apos;s (a web site, a typo). This says nothing of the credentials. Open a web browser on this computer: if a sign-in page opens, accept the network&apos;s terms and test again; if none does, check the service addresses in the settings.</source>
        <translation>Op het adres hierboven antwoordde een webpagina, niet de dienst: de wifi van de locatie vraagt misschien om aan te melden, of het adres is niet van de dienst (een website, een typfout). Dit zegt niets over de inloggegevens. Open een webbrowser op deze computer: opent er een aanmeldpagina, accepteer dan de voorwaarden van het netwerk en test opnieuw; zo niet, controleer dan de adressen van de dienst in de instellingen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The address in the settings answers with a redirect to the address above: the service is not where the settings say (http for https, or a path changed). The kiosk does not follow it. Check the address against what the service issued you, put the right one in the settings, then test again.</source>
        <translation>Het adres in de instellingen antwoordt met een doorverwijzing naar het adres hierboven: de dienst staat niet waar de instellingen zeggen (http in plaats van https, of een gewijzigd pad). De kiosk volgt die niet. Vergelijk het adres met wat de dienst je heeft gegeven, vul het juiste in bij de instellingen en test opnieuw.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>De dienst antwoordde met een fout. Probeer het over een minuut opnieuw.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No drop is chosen yet, so the kiosk cannot open for attendees. Start the kiosk, and on the Drop page of the setup choose the drop to mint.</source>
        <translation>Er is nog geen drop gekozen, dus de kiosk kan niet open voor bezoekers. Start de kiosk en kies op de pagina Drop van de configuratie de drop die gemint moet worden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service does not know the chosen drop. Check its id in the setup.</source>
        <translation>De dienst kent de gekozen drop niet. Controleer de ID ervan in de configuratie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chosen drop has expired, so the service refuses every mint of it. Choose another drop, or ask its organiser to move its expiry date.</source>
        <translation>De gekozen drop is verlopen, dus de dienst weigert elke mint ervan. Kies een andere drop, of vraag de organisator de vervaldatum te verschuiven.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service accepted these mints, then reported them failed: the attendees have no collectible. The Journal page lists them with their codes and reason.</source>
        <translation>De dienst accepteerde deze mints en meldde ze daarna als mislukt: de bezoekers hebben geen collectible. De pagina Logboek toont ze met hun code en de reden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service has not said yet whether these mints worked (Being checked or Sending on the Journal page): their attendees may have no collectible. The kiosk asks again while it runs; the Journal page lists them with their codes and last error, to follow up those that stay.</source>
        <translation>De dienst heeft nog niet gezegd of deze mints gelukt zijn (‘Wordt gecontroleerd’ of ‘Versturen’ op de pagina Logboek): hun bezoekers hebben misschien geen collectible. De kiosk vraagt opnieuw zolang hij draait; de pagina Logboek toont ze met hun codes en laatste fout, om de overgebleven op te volgen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attendees were told these mints are saved for later, but they are of a drop the kiosk no longer takes: its queue fails them as another drop&apos;s and never sends them. To send them, choose their drop again on the Drop page, or add it to &quot;Also accept codes of drops&quot; in Kiosk options, before the kiosk starts.</source>
        <translation>Bezoekers kregen te horen dat deze mints voor later bewaard zijn, maar ze horen bij een drop die de kiosk niet meer aanneemt: zijn wachtrij laat ze mislukken als mints van een andere drop en verstuurt ze nooit. Kies om ze te versturen hun drop opnieuw op de pagina Drop, of voeg hem toe aan ‘Ook codes van drops accepteren’ in Kioskopties, voordat de kiosk start.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service took these mints more than {0} minutes ago and has not minted them: their transaction stays pending (the chain takes a minute or two) or ended otherwise, while their attendees were told the collectible is on its way. The Journal page lists them (On its way) with their codes: follow them up with the drop&apos;s organiser or the service&apos;s support.</source>
        <translation>De dienst nam deze mints meer dan {0} minuten geleden aan en heeft ze niet gemint: hun transactie blijft in behandeling (de chain doet er een of twee minuten over) of eindigde anders, terwijl hun bezoekers te horen kregen dat het verzamelobject onderweg is. De pagina Logboek toont ze (Onderweg) met hun codes: volg ze op met de organisator van de drop of de support van de dienst.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside. Until then this kiosk only reads it and mints nothing.</source>
        <translation>Het logboek is geschreven door een nieuwere Mint Kiosk; installeer die versie opnieuw of zet het bestand opzij. Tot dan leest deze kiosk het alleen en mint hij niets.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot write its journal, so it mints nothing (each mint is written down before it is sent). Free some space on this computer, or make the data folder writable for this user; minting goes on by itself once it can write.</source>
        <translation>De kiosk kan zijn logboek niet schrijven en mint dus niets (elke mint wordt genoteerd voordat hij wordt verstuurd). Maak ruimte vrij op deze computer, of maak de gegevensmap schrijfbaar voor deze gebruiker; het minten gaat vanzelf verder zodra de kiosk kan schrijven.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The journal is damaged. When it starts, the kiosk moves it aside and begins a new one: mints saved in it for later are not sent then. Keep a copy of the file: it still holds them.</source>
        <translation>Het logboek is beschadigd. Bij het starten zet de kiosk het opzij en begint een nieuw: mints die erin voor later zijn bewaard, worden dan niet verstuurd. Bewaar een kopie van het bestand: het bevat ze nog.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk cannot create its journal there, so it would mint nothing (each mint is written down before it is sent). The data folder must be one this user can make and write: not on a read-only or full disk, and no file in its place.</source>
        <translation>De kiosk kan daar zijn logboek niet aanmaken en zou dus niets minten (elke mint wordt genoteerd voordat hij verstuurd wordt). De gegevensmap moet een map zijn die deze gebruiker kan aanmaken en beschrijven: niet op een alleen-lezen of volle schijf, en geen bestand op die plek.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edit code is kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the drop&apos;s edit code on the Mint codes page (on a computer without a keyring, again after each start).</source>
        <translation>Voor de gekozen drop is geen bewerkcode bewaard, dus de uitgifte kan de mintlinks niet ophalen en toont geen QR-code. Voer de bewerkcode van de drop in op de pagina ‘Mintcodes’ (op een computer zonder sleutelbos na elke start opnieuw).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service refused the edit code kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the right edit code on the Mint codes page.</source>
        <translation>De dienst weigerde de bewaarde bewerkcode van de gekozen drop, dus de uitgifte kan de mintlinks niet ophalen en toont geen QR-code. Voer de juiste bewerkcode in op de pagina ‘Mintcodes’.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service lists no unclaimed mint link of the chosen drop for this kiosk, so the dispenser shows no QR code. Request more mints on the Mint codes page.</source>
        <translation>De dienst noemt geen ongebruikte mintlink van de gekozen drop voor deze kiosk, dus de uitgifte toont geen QR-code. Vraag meer mints aan op de pagina ‘Mintcodes’.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dispenser&apos;s links file is not there or cannot be read, so it shows no QR code. Load the links file again on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>Het linkbestand van de uitgifte is er niet of kan niet gelezen worden, dus die toont geen QR-code. Laad het linkbestand opnieuw op de pagina ‘Kioskopties’, of gebruik de links van de drop.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dispenser&apos;s links file holds no mint link it can use (empty, too big, or not text), so it shows no QR code. Load a links.txt or CSV file of the drop&apos;s mint links on the Kiosk options page.</source>
        <translation>Het linkbestand van de uitgifte bevat geen bruikbare mintlink (leeg, te groot of geen tekst), dus die toont geen QR-code. Laad op de pagina ‘Kioskopties’ een links.txt- of CSV-bestand met de mintlinks van de drop.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service says none of the mint links this kiosk takes from the dispenser&apos;s links file can be minted now (claimed already, of another drop, or switched off), so it shows no QR code. Load a file of the drop&apos;s unclaimed links on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>Volgens de dienst kan geen van de mintlinks die deze kiosk uit het linkbestand van de uitgifte neemt nu gemint worden (al ingewisseld, van een andere drop of uitgeschakeld), dus die toont geen QR-code. Laad een bestand met de niet-ingewisselde links van de drop op de pagina ‘Kioskopties’, of gebruik de links van de drop.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera gave no picture. Check its cable, close other programs that use it, or choose another camera in the options.</source>
        <translation>De camera geeft geen beeld. Controleer de kabel, sluit andere programma&apos;s die hem gebruiken, of kies een andere camera in de opties.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The camera sees only one colour, so it cannot read a QR code: is its shutter closed or its lens covered? Open it, then test again.</source>
        <translation>De camera ziet maar één kleur en kan dus geen QR-code lezen: is het klepje dicht of de lens afgedekt? Maak hem open en test opnieuw.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} check(s) failed, {1} need(s) attention (WARN).</source>
        <translation>Mislukte controles: {0}; met waarschuwing (WARN): {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} check(s) failed.</source>
        <translation>Mislukte controles: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No check failed, but {0} need(s) attention: read the WARN lines above.</source>
        <translation>Geen controle mislukt, maar met waarschuwing: {0}. Lees de WARN-regels hierboven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>Alle controles geslaagd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file was damaged (cut off, perhaps by a power cut), so the kiosk started with the default settings: set it up again. The old file is kept for you to copy from: {0}</source>
        <translation>Het instellingenbestand was beschadigd (afgekapt, misschien door een stroomstoring), dus de kiosk is gestart met de standaardinstellingen: stel hem opnieuw in. Het oude bestand is bewaard, zodat je eruit kunt kopiëren: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file {0} is damaged and could not be moved aside, so the kiosk started with the default settings. Saving the setup replaces it: copy it first if you need anything from it.</source>
        <translation>Het instellingenbestand {0} is beschadigd en kon niet opzij worden gezet, dus de kiosk is gestart met de standaardinstellingen. Opslaan in de configuratie vervangt het: kopieer het eerst als je er nog iets uit nodig hebt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file {0} cannot be read, so the kiosk started with the default settings. Check that this user may read and write it.</source>
        <translation>Het instellingenbestand {0} kan niet worden gelezen, dus de kiosk is gestart met de standaardinstellingen. Controleer of deze gebruiker het mag lezen en schrijven.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was damaged, so the kiosk moved it aside and began a new one. Mints saved in it for later (no connection at the time) were not sent, and its rows are not on the Journal page. The old file is kept: {0}</source>
        <translation>Het logboek was beschadigd, dus de kiosk heeft het opzijgezet en een nieuw begonnen. Mints die erin voor later waren bewaard (toen zonder verbinding), zijn niet verstuurd, en de regels ervan staan niet op de pagina Logboek. Het oude bestand is bewaard: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside ({0}), then start the kiosk again. Until then this kiosk only shows it and mints nothing.</source>
        <translation>Het logboek is geschreven door een nieuwere Mint Kiosk; installeer die versie opnieuw of zet het bestand opzij ({0}), en start de kiosk dan opnieuw. Tot dan toont deze kiosk het alleen en mint hij niets.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}), the file or its folder is read-only. Make them writable for this user; minting goes on by itself then.</source>
        <translation>De kiosk mint niets: hij kan zijn logboek ({0}) niet schrijven, want het bestand of de map is alleen-lezen. Maak ze schrijfbaar voor deze gebruiker; daarna gaat het minten vanzelf verder.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: the disk is full, so it cannot write its journal ({0}). Free some space on this computer; minting goes on by itself then.</source>
        <translation>De kiosk mint niets: de schijf is vol, dus hij kan zijn logboek ({0}) niet schrijven. Maak ruimte vrij op deze computer; daarna gaat het minten vanzelf verder.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}). Run kiosk doctor; if it keeps failing, restart the computer.</source>
        <translation>De kiosk mint niets: hij kan zijn logboek ({0}) niet schrijven. Voer kiosk doctor uit; blijft het mislukken, herstart dan de computer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: something else was put in place of its journal or its folder ({0}) while it ran. Do not quit the kiosk: it still holds the journal&apos;s rows. Move what is there now aside; the kiosk writes its journal there again and minting goes on by itself.</source>
        <translation>De kiosk mint niets: terwijl hij draaide, is er iets anders op de plaats van zijn logboek of zijn map gezet ({0}). Sluit de kiosk niet af: hij heeft de regels van het logboek nog. Zet wat daar nu staat ergens anders neer; de kiosk schrijft zijn logboek daar opnieuw en het minten gaat vanzelf verder.</translation>
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
        <translation>Naam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop id</source>
        <translation>Drop-ID</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Virtual</source>
        <translation>Virtueel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} to {1}, mintable until {2}</source>
        <translation>{0} tot {1}, te minten tot {2}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drop</source>
        <translation>Drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which drop this kiosk mints. Search by name, or type its id or fancy id.</source>
        <translation>Welke drop deze kiosk mint. Zoek op naam, of typ de ID of fancy ID.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Name of the drop</source>
        <translation>Naam van de drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search</source>
        <translation>Zoeken</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Newest, Z to A, highest first</source>
        <translation>Nieuwste, Z–A, hoogste eerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest, A to Z, lowest first</source>
        <translation>Oudste, A–Z, laagste eerst</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Previous</source>
        <translation>Vorige</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop id or fancy id</source>
        <translation>Drop-ID of fancy ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find</source>
        <translation>Opzoeken</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Part of a drop&apos;s name; Enter searches.</source>
        <translation>Deel van de naam van een drop; Enter zoekt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the drops whose name holds this text.</source>
        <translation>Toont de drops waarvan de naam deze tekst bevat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort by</source>
        <translation>Sorteren op</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the list is sorted by.</source>
        <translation>Waarop de lijst is gesorteerd.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort direction</source>
        <translation>Sorteervolgorde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest or oldest first.</source>
        <translation>Nieuwste of oudste eerst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drops</source>
        <translation>Drops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a drop to see its details.</source>
        <translation>Tik op een drop om de details te zien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous page</source>
        <translation>Vorige pagina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops before this one.</source>
        <translation>Toont de vorige pagina met drops.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next page</source>
        <translation>Volgende pagina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops after this one.</source>
        <translation>Toont de volgende pagina met drops.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finds one drop by its id; Enter finds it.</source>
        <translation>Zoekt één drop op ID; Enter zoekt hem op.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shows the drop with this id.</source>
        <translation>Toont de drop met deze ID.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose a drop from the list, or find it by its id.</source>
        <translation>Kies een drop uit de lijst, of zoek hem op ID.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change network…</source>
        <translation>Netwerk wijzigen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This drop is in use at the kiosk.</source>
        <translation>Deze drop wordt gebruikt op de kiosk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use this drop at the kiosk</source>
        <translation>Deze drop gebruiken op de kiosk</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shows or hides the form that changes the drop&apos;s network.</source>
        <translation>Toont of verbergt het formulier om het netwerk van de drop te wijzigen.</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>Uses this drop all the same: the mints of another drop saved while offline are then never sent. If more were saved since, the kiosk tells you first.</source>
        <translation>Gebruikt deze drop toch: de offline bewaarde mints van een andere drop worden dan nooit verstuurd. Zijn er sindsdien meer bewaard, dan zegt de kiosk dat eerst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk uses this drop from now on.</source>
        <translation>De kiosk gebruikt vanaf nu deze drop.</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Edit code (6 digits)</source>
        <translation>Bewerkcode (6 cijfers)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save network</source>
        <translation>Netwerk opslaan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network</source>
        <translation>Netwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network the drop mints on.</source>
        <translation>Het netwerk waarop de drop mint.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The drop&apos;s creator has it; it is needed to change the network.</source>
        <translation>De maker van de drop heeft deze code; die is nodig om het netwerk te wijzigen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Changes the drop&apos;s network with the edit code.</source>
        <translation>Wijzigt het netwerk van de drop met de bewerkcode.</translation>
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
        <translation>Geen drop heeft die naam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service lists no drops.</source>
        <translation>De dienst toont geen drops.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Id {0} · {1}</source>
        <translation>ID {0} · {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Network: reading…</source>
        <translation>Netwerk: lezen…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Network: {0}</source>
        <translation>Netwerk: {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drop {0} now mints on {1}.</source>
        <translation>Drop {0} mint nu op {1}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The network is now {0}.</source>
        <translation>Het netwerk is nu {0}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The kiosk now uses {0}, but the drop has expired: the service mints none of its codes.</source>
        <translation>De kiosk gebruikt nu {0}, maar de drop is verlopen: de dienst mint geen enkele code ervan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now uses {0}. Whether the service still mints it could not be checked: test a code before attendees come.</source>
        <translation>De kiosk gebruikt nu {0}. Of de dienst die nog mint, kon niet worden gecontroleerd: test een code voordat de bezoekers komen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now mints {0}.</source>
        <translation>De kiosk mint nu {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Saved while offline and not sent yet: %Ln mint(s) of another drop. If the kiosk uses this drop, they are never sent, and the attendees told “Saved for later” do not get them. Tap “Use this drop at the kiosk” again to use it all the same.</source>
        <translation>
            <numerusform>Offline bewaard en nog niet verstuurd: %Ln mint van een andere drop. Gebruikt de kiosk deze drop, dan wordt die nooit verstuurd en krijgt wie ‘Bewaard voor later’ las hem niet. Tik nog eens op ‘Deze drop gebruiken op de kiosk’ om hem toch te gebruiken.</numerusform>
            <numerusform>Offline bewaard en nog niet verstuurd: %Ln mints van een andere drop. Gebruikt de kiosk deze drop, dan worden ze nooit verstuurd en krijgen wie ‘Bewaard voor later’ lazen ze niet. Tik nog eens op ‘Deze drop gebruiken op de kiosk’ om hem toch te gebruiken.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Changing the network…</source>
        <translation>Netwerk wordt gewijzigd…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Page {0} of {1}</source>
        <translation>Pagina {0} van {1}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Type the drop&apos;s id (digits) or its fancy id first.</source>
        <translation>Typ eerst de ID (cijfers) of de fancy ID van de drop.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The edit code has six digits: the drop&apos;s creator has it.</source>
        <translation>De bewerkcode heeft zes cijfers: de maker van de drop heeft hem.</translation>
    </message>
</context>
<context>
    <name>InputProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+15"/>
        <source>Nothing typed yet</source>
        <translation>Nog niets getypt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below, then press OK.</source>
        <translation>Typ het met de toetsen hieronder en druk op OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is too long</source>
        <translation>Dat is te lang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again.</source>
        <translation>Controleer wat je typte en probeer opnieuw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This mint link is for another site</source>
        <translation>Deze mintlink is voor een andere site</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the mint link or code you got for this event.</source>
        <translation>Gebruik de mintlink of code die je voor dit event kreeg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a POAP mint link</source>
        <translation>Dit is een POAP-mintlink</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This kiosk mints with another service. Please ask the staff.</source>
        <translation>Deze kiosk mint via een andere dienst. Vraag het een medewerker.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This is a POAP web page, not a mint link</source>
        <translation>Dit is een POAP-webpagina, geen mintlink</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Scan your mint QR code, or type your code.</source>
        <translation>Scan je mint-QR-code of typ je code.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>This is not a mint link</source>
        <translation>Dit is geen mintlink</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A code has six letters or digits</source>
        <translation>Een code heeft zes letters of cijfers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your code and type it again.</source>
        <translation>Controleer je code en typ hem opnieuw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That secret word does not look right</source>
        <translation>Dat geheime woord lijkt niet te kloppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use only letters, digits and hyphens.</source>
        <translation>Gebruik alleen letters, cijfers en koppeltekens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address is not complete</source>
        <translation>Dat walletadres is niet compleet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts with 0x and has 40 more letters and digits.</source>
        <translation>Het begint met 0x en heeft nog 40 letters en cijfers.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address has a typo</source>
        <translation>Dat walletadres bevat een typfout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check each character, or scan your wallet QR.</source>
        <translation>Controleer elk teken, of scan de QR van je wallet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody can receive at that address</source>
        <translation>Niemand kan op dat adres ontvangen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything sent there is lost. Give your own wallet.</source>
        <translation>Alles wat daarheen gaat, is weg. Geef je eigen wallet op.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This QR asks your wallet to send something</source>
        <translation>Deze QR vraagt je wallet iets te versturen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Show your wallet&apos;s receive address QR instead.</source>
        <translation>Toon liever de QR van je ontvangstadres.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>That name uses look-alike letters</source>
        <translation>Die naam gebruikt gelijkende letters</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That looks like a mint code, not a wallet</source>
        <translation>Dat lijkt op een mintcode, niet op een wallet</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>That name holds a hidden character</source>
        <translation>Die naam bevat een verborgen teken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below instead.</source>
        <translation>Typ hem liever met de toetsen hieronder.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written “{name}”</source>
        <translation>Deze naam schrijf je “{name}”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written differently</source>
        <translation>Deze naam schrijf je anders</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If that is yours, type it like that and press OK.</source>
        <translation>Is die van jou? Typ hem zo en druk op OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That name does not look right</source>
        <translation>Die naam lijkt niet te kloppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wallet name ends in .eth, for example alice.eth.</source>
        <translation>Een walletnaam eindigt op .eth, bijvoorbeeld alice.eth.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That e-mail address does not look right</source>
        <translation>Dat e-mailadres lijkt niet te kloppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it, for example name@example.com.</source>
        <translation>Controleer het, bijvoorbeeld naam@example.com.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your wallet, .eth name or e-mail.</source>
        <translation>Geef je wallet, .eth-naam of e-mail op.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is a wallet, not a mint code</source>
        <translation>Dat is een wallet, geen mintcode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First scan or type your code; the wallet comes next.</source>
        <translation>Scan of typ eerst je code; daarna je wallet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>We did not recognise that</source>
        <translation>Dat herkennen we niet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again, or ask the staff.</source>
        <translation>Controleer wat je typte en probeer opnieuw, of vraag een medewerker.</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <location filename="../../kiosk/ui/operator/journal_model.py" line="+48"/>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How</source>
        <translation>Hoe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code or word</source>
        <translation>Code of woord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recipient</source>
        <translation>Ontvanger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why / details</source>
        <translation>Reden / details</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mint link</source>
        <translation>Mintlink</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Typed code</source>
        <translation>Getypte code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>Geheim woord</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sending</source>
        <translation>Versturen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted</source>
        <translation>Gemint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On its way</source>
        <translation>Onderweg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved for e-mail</source>
        <translation>Gereserveerd voor e-mail</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already claimed</source>
        <translation>Al ingewisseld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>Mislukt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being checked</source>
        <translation>Wordt gecontroleerd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued offline</source>
        <translation>Offline in de wachtrij</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Link or word expired</source>
        <translation>Link of woord verlopen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not open yet</source>
        <translation>Woord nog niet open</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word switched off</source>
        <translation>Woord uitgeschakeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not active, why not known</source>
        <translation>Woord niet actief, reden onbekend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such link, code or word</source>
        <translation>Onbekende link, code of woord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address refused</source>
        <translation>Adres geweigerd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already has this drop reserved</source>
        <translation>Heeft deze drop al gereserveerd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already holds this drop</source>
        <translation>Heeft deze drop al</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claimed before with another code</source>
        <translation>Al ingewisseld met een andere code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No claims left</source>
        <translation>Geen inwisselingen meer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service busy</source>
        <translation>Dienst druk bezet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No connection</source>
        <translation>Geen verbinding</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service error</source>
        <translation>Fout bij de dienst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed after the service took it</source>
        <translation>Mislukt na acceptatie door de dienst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted to an address nobody owns (the name&apos;s record)</source>
        <translation>Gemint naar een adres van niemand (volgens het record van de naam)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent, outcome not known yet</source>
        <translation>Verstuurd, resultaat nog onbekend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code of another drop</source>
        <translation>Code van een andere drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word for the POAP app only</source>
        <translation>Woord alleen voor de POAP-app</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A word staff did not choose for this kiosk</source>
        <translation>Een woord dat het personeel niet voor deze kiosk koos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service refused this kiosk&apos;s credentials</source>
        <translation>De dienst weigerde de toegangsgegevens van deze kiosk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the journal could not be written</source>
        <translation>Niet verstuurd: het logboek kon niet worden geschreven</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The journal could not be read just now; what is shown may be out of date.</source>
        <translation>Het logboek kon zojuist niet worden gelezen; wat je ziet, is mogelijk verouderd.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Checked only, not minted</source>
        <translation>Alleen gecontroleerd, niet gemint</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{time} · {how} · {outcome}</source>
        <translation>{time} · {how} · {outcome}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Code or word: {code}</source>
        <translation>Code of woord: {code}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recipient: {recipient}</source>
        <translation>Ontvanger: {recipient}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minted to: {address}</source>
        <translation>Gemint naar: {address}</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/journal_page.py" line="+175"/>
        <source>Journal</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every mint attempt, newest first. Recipients are shortened here and in the exported file.</source>
        <translation>Elke mintpoging, nieuwste eerst. Ontvangers zijn hier en in het geëxporteerde bestand ingekort.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mint attempts</source>
        <translation>Mintpogingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest first; tap a row to read it in full below.</source>
        <translation>Nieuwste eerst; tik op een regel om die hieronder volledig te lezen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Show older attempts</source>
        <translation>Oudere pogingen tonen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adds older attempts to the table.</source>
        <translation>Voegt oudere pogingen toe aan de tabel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves every mint attempt in the journal as a CSV file you choose.</source>
        <translation>Slaat elke mintpoging uit het logboek op als CSV-bestand, waar je wilt.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Exporting to {path}…</source>
        <translation>Exporteren naar {path}…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not export to {path}. {problem}</source>
        <translation>Exporteren naar {path} mislukt. {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The journal was not read yet.</source>
        <translation>Het logboek is nog niet gelezen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No mint attempts yet.</source>
        <translation>Nog geen mintpogingen.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Export the journal</source>
        <translation>Logboek exporteren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tap a row to read it here in full, with its code.</source>
        <translation>Tik op een regel om die hier volledig te lezen, met de code.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk may not write there. Choose another folder, such as Documents or a USB stick.</source>
        <translation>De kiosk mag daar niet schrijven. Kies een andere map, zoals Documenten of een USB-stick.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That folder does not exist. Choose another folder.</source>
        <translation>Die map bestaat niet. Kies een andere map.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That name is a folder. Type a file name.</source>
        <translation>Die naam is een map. Typ een bestandsnaam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full. Free some space or choose a USB stick.</source>
        <translation>De schijf is vol. Maak ruimte vrij of kies een USB-stick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be written ({reason}).</source>
        <translation>Het bestand kon niet worden geschreven ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal could not be read. Try again; if it keeps failing, restart the kiosk.</source>
        <translation>Het logboek kon niet worden gelezen. Probeer het opnieuw; blijft het mislukken, herstart dan de kiosk.</translation>
    </message>
</context>
<context>
    <name>JournalPage</name>
    <message numerus="yes">
        <location line="-110"/>
        <source>Exported %Ln row(s) to {path}</source>
        <translation>
            <numerusform>%Ln regel geëxporteerd naar {path}</numerusform>
            <numerusform>%Ln regels geëxporteerd naar {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Exported to {path}, but %Ln result(s) the journal cannot write yet are not in the file: export again once it can.</source>
        <translation>
            <numerusform>Geëxporteerd naar {path}, maar %Ln resultaat dat het logboek nog niet kan schrijven staat niet in het bestand: exporteer opnieuw zodra het kan.</numerusform>
            <numerusform>Geëxporteerd naar {path}, maar %Ln resultaten die het logboek nog niet kan schrijven staan niet in het bestand: exporteer opnieuw zodra het kan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Showing {shown} of %Ln attempt(s)</source>
        <translation>
            <numerusform>{shown} van %Ln poging getoond</numerusform>
            <numerusform>{shown} van %Ln pogingen getoond</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KioskWindow</name>
    <message>
        <location filename="../../kiosk/ui/kiosk_window.py" line="+102"/>
        <source>Mint Kiosk</source>
        <translation>Mint Kiosk</translation>
    </message>
</context>
<context>
    <name>LanguageBar</name>
    <message>
        <location filename="../../kiosk/ui/language_bar.py" line="+51"/>
        <source>Shows the kiosk in this language.</source>
        <translation>Toont de kiosk in deze taal.</translation>
    </message>
</context>
<context>
    <name>MintsChart</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="+52"/>
        <source>%Ln mint(s) in all: a bar for each quarter hour, oldest first.</source>
        <translation>
            <numerusform>%Ln mint in totaal: een balk per kwartier, oudste eerst.</numerusform>
            <numerusform>%Ln mints in totaal: een balk per kwartier, oudste eerst.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorArea</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_area.py" line="+56"/>
        <source>Not checked yet.</source>
        <translation>Nog niet gecontroleerd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done.</source>
        <translation>Klaar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Works, with a warning.</source>
        <translation>Werkt, met een waarschuwing.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still to do or failed.</source>
        <translation>Nog te doen of mislukt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working…</source>
        <translation>Bezig…</translation>
    </message>
    <message>
        <location line="+184"/>
        <location line="+2"/>
        <source>Close the kiosk?</source>
        <translation>Kiosk afsluiten?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attendees cannot mint here until someone starts the kiosk again. Mints already sent are kept in the journal and followed up at the next start.</source>
        <translation>Bezoekers kunnen hier niet minten totdat iemand de kiosk opnieuw start. Al verstuurde mints blijven in het logboek en worden bij de volgende start opgevolgd.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close the kiosk</source>
        <translation>Kiosk afsluiten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Closes the kiosk app now.</source>
        <translation>Sluit de kiosk-app nu af.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keeps the kiosk running.</source>
        <translation>Laat de kiosk draaien.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Next step</source>
        <translation>Volgende stap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the next step of the setup.</source>
        <translation>Toont de volgende stap van de configuratie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the kiosk</source>
        <translation>Terug naar de kiosk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves the staff area: attendees can mint again.</source>
        <translation>Verlaat het personeelsgedeelte: bezoekers kunnen weer minten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close app</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asks first, then closes the kiosk app.</source>
        <translation>Vraagt eerst om bevestiging en sluit dan de kiosk-app af.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Setup</source>
        <translation>Instellen</translation>
    </message>
</context>
<context>
    <name>OperatorPassPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_pass_page.py" line="+61"/>
        <location line="+48"/>
        <source>Operator pass</source>
        <translation>Personeelspas</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Mint Kiosk — staff pass</source>
        <translation>Mint Kiosk — personeelspas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scan at the kiosk to open the staff area. Keep it safe; a new pass cancels this one.</source>
        <translation>Scan hem bij de kiosk om het personeelsgedeelte te openen. Bewaar hem goed; een nieuwe pas maakt deze ongeldig.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scan this card at the kiosk to open the staff area. Keep it safe; making a new one cancels this one.</source>
        <translation>Scan deze pas bij de kiosk om het personeelsgedeelte te openen. Bewaar hem goed; als je een nieuwe maakt, wordt deze ongeldig.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Operator pass QR code</source>
        <translation>QR-code van de personeelspas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan it at the kiosk to open the staff area.</source>
        <translation>Scan hem bij de kiosk om het personeelsgedeelte te openen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pass to show. A pass printed before the kiosk last started still works, but it cannot be shown again: make a new one to print it (the old card then stops working).</source>
        <translation>Geen pas om te tonen. Een pas die is afgedrukt vóór de laatste start van de kiosk, werkt nog, maar kan niet opnieuw worden getoond: maak een nieuwe om af te drukken (de oude pas werkt dan niet meer).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make a new pass</source>
        <translation>Nieuwe pas maken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print…</source>
        <translation>Afdrukken…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as PDF…</source>
        <translation>Opslaan als PDF…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Makes a new pass; the old card stops working.</source>
        <translation>Maakt een nieuwe pas; de oude pas werkt dan niet meer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints the pass on a printer you choose.</source>
        <translation>Drukt de pas af op een printer naar keuze.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves the pass as a PDF file you choose.</source>
        <translation>Slaat de pas op als PDF-bestand, waar je wilt.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Making a new pass…</source>
        <translation>Nieuwe pas maken…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New pass made. Print it now: the old card no longer works.</source>
        <translation>Nieuwe pas gemaakt. Druk hem nu af: de oude pas werkt niet meer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save the settings, so the old pass still works. Try again.</source>
        <translation>De instellingen konden niet worden opgeslagen, dus de oude pas werkt nog. Probeer het opnieuw.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not make a new pass. Try again.</source>
        <translation>Kon geen nieuwe pas maken. Probeer het opnieuw.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sent to the printer.</source>
        <translation>Naar de printer verstuurd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not print the pass.</source>
        <translation>Kon de pas niet afdrukken.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved as {path}.</source>
        <translation>Opgeslagen als {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the file. Choose another folder or a USB stick.</source>
        <translation>Kon het bestand niet opslaan. Kies een andere map of een USB-stick.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the operator pass</source>
        <translation>Personeelspas opslaan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/options_page.py" line="+146"/>
        <location line="+335"/>
        <source>Type the new PIN twice.</source>
        <translation>Typ de nieuwe PIN twee keer.</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>A PIN is digits only (0 to 9).</source>
        <translation>Een PIN bestaat alleen uit cijfers (0 tot en met 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+323"/>
        <source>A PIN has {low} to {high} digits.</source>
        <translation>Een PIN heeft {low} tot {high} cijfers.</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>The two PINs are not the same: type them again.</source>
        <translation>De twee PIN&apos;s zijn niet gelijk: typ ze opnieuw.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{file}: no mint links in it (empty, too big or not a text file).</source>
        <translation>{file}: geen mintlinks gevonden (leeg, te groot of geen tekstbestand).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file}
Links to hand out: {free}</source>
        <translation>{file}
Links om uit te delen: {free}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claimed already: {count}</source>
        <translation>Al ingewisseld: {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of other drops, refused: {count}</source>
        <translation>Van andere drops, geweigerd: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown to the service: {count}</source>
        <translation>Onbekend bij de dienst: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines without a mint link: {count}</source>
        <translation>Regels zonder mintlink: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given more than once: {count}</source>
        <translation>Meer dan eens opgegeven: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked yet (no answer): {count}</source>
        <translation>Nog niet gecontroleerd (geen antwoord): {count}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Kiosk options</source>
        <translation>Kioskopties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How attendees may get in, timings, the camera, the language and the operator PIN.</source>
        <translation>Hoe bezoekers kunnen minten, tijden, de camera, de taal en de personeels-PIN.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scan with the camera</source>
        <translation>Scannen met de camera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may scan their mint QR code.</source>
        <translation>Bezoekers mogen hun mint-QR-code scannen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type a mint code</source>
        <translation>Mintcode typen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may type the code of their mint link.</source>
        <translation>Bezoekers mogen de code van hun mintlink typen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say a secret word</source>
        <translation>Geheim woord opgeven</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+10"/>
        <location line="+151"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="-160"/>
        <location line="+322"/>
        <source>Back to the start after</source>
        <translation>Terug naar start na</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Seconds without a touch before a page starts over.</source>
        <translation>Seconden zonder aanraking voordat een pagina opnieuw begint.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+313"/>
        <source>Show each result for</source>
        <translation>Elk resultaat tonen gedurende</translation>
    </message>
    <message>
        <location line="-312"/>
        <source>Seconds a result stays on screen.</source>
        <translation>Seconden dat een resultaat op het scherm blijft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds</source>
        <translation>Geluiden afspelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sound for each result.</source>
        <translation>Een geluid bij elk resultaat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour the result screens</source>
        <translation>Resultaatschermen kleuren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off, only the result&apos;s icon is coloured.</source>
        <translation>Uit: alleen het pictogram van het resultaat is gekleurd.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Large text on the attendee screens</source>
        <translation>Grote tekst voor bezoekers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attendee pages&apos; smaller words a fifth larger.</source>
        <translation>De kleinere teksten van de bezoekerspagina&apos;s een vijfde groter.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Automatic (this computer&apos;s language)</source>
        <translation>Automatisch (systeemtaal)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The attendee screens and these staff pages switch on leaving the operator area.</source>
        <translation>De bezoekersschermen en deze personeelspagina&apos;s wisselen van taal bij het verlaten van het personeelsgedeelte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+188"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location line="-298"/>
        <location line="+267"/>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>No longer active: {count}</source>
        <translation>Niet meer actief: {count}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Attendees may type the secret word chosen on the Secret word page (with none chosen, the kiosk does not offer it).</source>
        <translation>Bezoekers mogen het geheime woord typen dat op de pagina ‘Geheim woord’ gekozen is (is er geen gekozen, dan biedt de kiosk het niet aan).</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The camera that reads QR codes, or a video file or stream.</source>
        <translation>De camera die QR-codes leest, of een videobestand of stream.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+202"/>
        <location line="+209"/>
        <source>Video file or stream URL</source>
        <translation>Videobestand of stream-URL</translation>
    </message>
    <message>
        <location line="-407"/>
        <source>Read instead of a camera.</source>
        <translation>Wordt gelezen in plaats van een camera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look for cameras</source>
        <translation>Camera&apos;s zoeken</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the cameras connected to this computer.</source>
        <translation>Toont de camera&apos;s die op deze computer zijn aangesloten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mirror the picture</source>
        <translation>Beeld spiegelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The camera picture is shown as in a mirror.</source>
        <translation>Het camerabeeld wordt gespiegeld getoond.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, PIN to leave</source>
        <translation>Volledig scherm met PIN-slot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the PIN opens the staff area or closes the kiosk.</source>
        <translation>Alleen de PIN opent het personeelsgedeelte of sluit de kiosk af.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep mints while offline</source>
        <translation>Mints offline bewaren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked mint links are sent when the service is back.</source>
        <translation>Gecontroleerde mintlinks worden verstuurd zodra de dienst terug is.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+272"/>
        <source>Warn when fewer codes are left than</source>
        <translation>Waarschuwen als er minder codes over zijn dan</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>The statistics turn amber below this number.</source>
        <translation>De statistieken worden oranje onder dit aantal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 12345, 67890</source>
        <translation>bijv. 12345, 67890</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also accept codes of these drops</source>
        <translation>Ook codes van deze drops accepteren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop ids, separated by commas.</source>
        <translation>Drop-ID&apos;s, gescheiden door komma&apos;s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+269"/>
        <source>Keys at most this far apart</source>
        <translation>Maximale tijd tussen toetsen</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>Keys typed faster than this are read as a scan.</source>
        <translation>Sneller getypte toetsen worden als scan gelezen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+264"/>
        <source>Shortest code</source>
        <translation>Kortste code</translation>
    </message>
    <message>
        <location line="-263"/>
        <source>Fewer keys than this are not read as a scan.</source>
        <translation>Minder toetsen dan dit worden niet als scan gelezen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codes end with Enter</source>
        <translation>Codes eindigen met Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A scan is read only when the scanner ends it with Enter.</source>
        <translation>Een scan wordt alleen gelezen als de scanner hem afsluit met Enter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set PIN</source>
        <translation>PIN instellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Attendees may switch the kiosk to this language.</source>
        <translation>Bezoekers kunnen de kiosk naar deze taal omzetten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attendees may switch to</source>
        <translation>Talen voor bezoekers</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mint here: camera, codes, secret word</source>
        <translation>Hier minten: camera, codes, geheim woord</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dispenser: a QR for each phone</source>
        <translation>Uitgifte: een QR per telefoon</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+67"/>
        <source>Hide an unused QR after</source>
        <translation>Ongebruikte QR verbergen na</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Seconds a QR stays up when nobody scans it.</source>
        <translation>Seconden dat een QR zichtbaar blijft als niemand hem scant.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+60"/>
        <source>This is kiosk number</source>
        <translation>Dit is kiosk nummer</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Which of the kiosks sharing the drop this is.</source>
        <translation>Welke van de kiosken die de drop delen, deze is.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kiosks sharing the drop</source>
        <translation>Kiosken die de drop delen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many kiosks hand out this drop&apos;s links.</source>
        <translation>Hoeveel kiosken de links van deze drop uitdelen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Links: the drop&apos;s (edit code on Mint codes)</source>
        <translation>Links: van de drop (bewerkcode bij Mintcodes)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Links: a file (links.txt or CSV)</source>
        <translation>Links: een bestand (links.txt of CSV)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a links file…</source>
        <translation>Linkbestand laden…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>https://poap.xyz/mint/</source>
        <translation>https://poap.xyz/mint/</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The QR opens</source>
        <translation>De QR opent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The web page a phone opens from the QR; empty: POAP&apos;s.</source>
        <translation>De webpagina die een telefoon via de QR opent; leeg: die van POAP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>What attendees get</source>
        <translation>Wat bezoekers krijgen</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Mint on this kiosk, or show a QR for each phone.</source>
        <translation>Minten op deze kiosk, of een QR tonen voor elke telefoon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the links come from</source>
        <translation>Waar de links vandaan komen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s links from the service, or a links file.</source>
        <translation>De links van de drop via de dienst, of een linkbestand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+421"/>
        <source>Load a links file</source>
        <translation>Linkbestand laden</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>Opens a links.txt or CSV file of mint links.</source>
        <translation>Opent een links.txt- of CSV-bestand met mintlinks.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>of kiosks on this drop</source>
        <translation>Totaal aantal kiosken op deze drop</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The QR opens (empty: the mint site)</source>
        <translation>De QR opent (leeg: de mintsite)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+60"/>
        <source>New PIN</source>
        <translation>Nieuwe PIN</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>New PIN again</source>
        <translation>Nieuwe PIN herhalen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saves the new PIN on its own.</source>
        <translation>Slaat alleen de nieuwe PIN op.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saves all the same: the mints saved while offline of a drop these options no longer accept are then never sent. If the drops typed or the saved mints changed since, the kiosk counts them again first.</source>
        <translation>Slaat toch op: de offline bewaarde mints van een drop die deze opties niet meer accepteren, worden dan nooit verstuurd. Zijn de getypte drops of de bewaarde mints sindsdien veranderd, dan telt de kiosk ze eerst opnieuw.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saves every option on this page; the PIN is set on its own.</source>
        <translation>Slaat alle opties op deze pagina op; de PIN stel je apart in.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attendees may</source>
        <translation>Bezoekers mogen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Operator PIN</source>
        <translation>Personeels-PIN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Again</source>
        <translation>Herhalen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Screens</source>
        <translation>Schermen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also accept codes of drops (ids)</source>
        <translation>Ook codes van drops accepteren (ID&apos;s)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>USB scanner</source>
        <translation>USB-scanner</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Looking for cameras…</source>
        <translation>Camera&apos;s zoeken…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number}</source>
        <translation>Camera {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cameras found: {count}</source>
        <translation>Gevonden camera&apos;s: {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No camera found: connect one, or use a video file or stream URL.</source>
        <translation>Geen camera gevonden: sluit er een aan, of gebruik een videobestand of stream-URL.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking every link of {file}…</source>
        <translation>Elke link in {file} controleren…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Links loaded: press Save.</source>
        <translation>Links geladen: druk op Opslaan.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{file} could not be checked: is the kiosk online?</source>
        <translation>{file} kon niet worden gecontroleerd: is de kiosk online?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A PIN is set. Type a new one twice to change it.</source>
        <translation>Er is een PIN ingesteld. Typ twee keer een nieuwe om die te wijzigen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No PIN yet: anyone can open the operator area.</source>
        <translation>Nog geen PIN: iedereen kan het personeelsgedeelte openen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setting the PIN…</source>
        <translation>PIN instellen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The new PIN is saved.</source>
        <translation>De nieuwe PIN is opgeslagen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved: the kiosk uses these options from when you go back to it (Back to the kiosk).</source>
        <translation>Opgeslagen: de kiosk gebruikt deze opties zodra je ernaar teruggaat (Terug naar de kiosk).</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Not saved yet: %Ln mint(s) saved while offline are of a drop these options no longer accept. Once saved, they are never sent, and the attendees told “Saved for later” do not get them. Tap Save again to save all the same.</source>
        <translation>
            <numerusform>Nog niet opgeslagen: %Ln offline bewaarde mint hoort bij een drop die deze opties niet meer accepteren. Na het opslaan wordt die nooit verstuurd en krijgt wie ‘Bewaard voor later’ las hem niet. Tik nog eens op Opslaan om toch op te slaan.</numerusform>
            <numerusform>Nog niet opgeslagen: %Ln offline bewaarde mints horen bij een drop die deze opties niet meer accepteren. Na het opslaan worden ze nooit verstuurd en krijgen wie ‘Bewaard voor later’ lazen ze niet. Tik nog eens op Opslaan om toch op te slaan.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The PIN could not be set: type it again.</source>
        <translation>De PIN kon niet worden ingesteld: typ hem opnieuw.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Attendees need at least one way in: keep the camera, codes or a secret word.</source>
        <translation>Bezoekers hebben minstens één manier nodig: houd de camera, codes of een geheim woord aan.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number} (not found now)</source>
        <translation>Camera {number} (niet gevonden)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{language} (no translation: English)</source>
        <translation>{language} (geen vertaling: Engels)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Links (*.txt *.csv);;All files (*)</source>
        <translation>Links (*.txt *.csv);;Alle bestanden (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The kiosk number is one of the kiosks: 1 to {count}.</source>
        <translation>Het kiosknummer is een van de kiosken: 1 tot en met {count}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load a links file, or use the drop&apos;s links.</source>
        <translation>Laad een linkbestand, of gebruik de links van de drop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The QR&apos;s page is a web address (https://…), or empty.</source>
        <translation>De pagina van de QR is een webadres (https://…), of leeg.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the video file or stream URL, or choose a camera.</source>
        <translation>Typ het videobestand of de stream-URL, of kies een camera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop ids are numbers, separated by commas (e.g. 12345, 67890).</source>
        <translation>Drop-ID&apos;s zijn getallen, gescheiden door komma&apos;s (bijv. 12345, 67890).</translation>
    </message>
</context>
<context>
    <name>OutOfOrderPage</name>
    <message>
        <location filename="../../kiosk/ui/out_of_order_page.py" line="+24"/>
        <source>Out of order</source>
        <translation>Buiten gebruik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please ask a staff member.</source>
        <translation>Vraag het een medewerker.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sorry, this kiosk cannot mint right now.</source>
        <translation>Sorry, deze kiosk kan nu niet minten.</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="-398"/>
        <source>It&apos;s yours!</source>
        <translation>Het is van jou!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your collectible is minted. It is in your wallet now.</source>
        <translation>Je collectible is gemint. Hij staat nu in je wallet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Being written to the chain</source>
        <translation>Wordt vastgelegd op de chain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service took your mint and is writing it now. You can go: it appears in your wallet in a few minutes, and staff see it if anything goes wrong.</source>
        <translation>De dienst heeft je mint aangenomen en legt hem nu vast. Je kunt gaan: over een paar minuten staat hij in je wallet, en medewerkers zien het als er iets misgaat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check your e-mail</source>
        <translation>Kijk in je e-mail</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the e-mail we sent you to collect it.</source>
        <translation>Open de e-mail die we je stuurden om hem op te halen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code was already used</source>
        <translation>Deze code is al gebruikt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each code works once. Please ask the staff for help.</source>
        <translation>Elke code werkt één keer. Vraag een medewerker om hulp.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code is no longer active</source>
        <translation>Deze code is niet meer geldig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It has expired. Please ask the staff for help.</source>
        <translation>Hij is verlopen. Vraag een medewerker om hulp.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>We could not find that code</source>
        <translation>We vinden die code niet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it and try again, or ask the staff for help.</source>
        <translation>Controleer hem en probeer opnieuw, of vraag een medewerker om hulp.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address was not accepted</source>
        <translation>Dat adres is niet geaccepteerd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your wallet address or e-mail and try again.</source>
        <translation>Controleer je walletadres of e-mail en probeer opnieuw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+115"/>
        <source>You already have this one</source>
        <translation>Deze heb je al</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>This wallet already claimed this collectible before. One per person: if it is not in your wallet soon, ask the staff.</source>
        <translation>Deze wallet heeft deze collectible al eerder ingewisseld. Eén per persoon: staat hij niet snel in je wallet, vraag het dan aan een medewerker.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your code was checked, but the kiosk could not finish your mint just now. It finishes it as soon as the service answers again, never twice; staff see if it fails.</source>
        <translation>Je code is gecontroleerd, maar de kiosk kon je mint nu niet afronden. Hij rondt hem af zodra de dienst weer antwoordt, nooit dubbel; medewerkers zien het als het mislukt.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This e-mail address already has this collectible reserved. One per person.</source>
        <translation>Deze collectible is al gereserveerd voor dit e-mailadres. Eén per persoon.</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>This wallet already holds this collectible. One per person.</source>
        <translation>Deze wallet heeft deze collectible al. Eén per persoon.</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Not open yet</source>
        <translation>Nog niet open</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+213"/>
        <source>It works later. Please ask the staff when.</source>
        <translation>Het is pas later geldig. Vraag een medewerker wanneer.</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>This secret word is switched off</source>
        <translation>Dit geheime woord is uitgeschakeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s organiser switched it off for now. Please ask the staff for help.</source>
        <translation>De organisator van de drop heeft het voorlopig uitgeschakeld. Vraag een medewerker om hulp.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is not active right now</source>
        <translation>Dit geheime woord is nu niet actief</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service did not take it just now, so nothing was minted. Please ask the staff for help.</source>
        <translation>De dienst nam het net niet aan, dus er is niets gemint. Vraag een medewerker om hulp.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Claimed before</source>
        <translation>Al ingewisseld</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None left</source>
        <translation>Alles is op</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word has no collectibles left. Ask the staff.</source>
        <translation>Voor dit geheime woord zijn geen collectibles meer. Vraag een medewerker.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service is busy</source>
        <translation>De dienst heeft het druk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was lost. Please wait a moment and try again.</source>
        <translation>Er is niets verloren. Wacht even en probeer het opnieuw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+167"/>
        <source>No connection right now</source>
        <translation>Nu geen verbinding</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your code was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>De kiosk kan de mintdienst niet bereiken, dus er is niets gemint en je code is niet gebruikt. Probeer het over een paar minuten opnieuw, of meld het bij een medewerker.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved for later</source>
        <translation>Bewaard voor later</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not confirmed yet</source>
        <translation>Nog niet bevestigd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your mint was sent, but the service has not said yet whether it worked. Please do not try again: ask the staff, they can see how it ends.</source>
        <translation>Je mint is verstuurd, maar de dienst heeft nog niet gemeld of het gelukt is. Probeer het niet opnieuw: vraag een medewerker, die kan zien hoe het afloopt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The mint failed</source>
        <translation>De mint is mislukt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service could not write it to the chain. Nothing was minted. Please ask the staff for help.</source>
        <translation>De dienst kon hem niet op de chain vastleggen. Er is niets gemint. Vraag een medewerker om hulp.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sent to an address nobody owns</source>
        <translation>Verstuurd naar een adres van niemand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name points at an address nobody owns, so the collectible went there and cannot reach you. Please ask the staff for help.</source>
        <translation>Je naam wijst naar een adres van niemand, dus de collectible ging daarheen en kan jou niet bereiken. Vraag een medewerker om hulp.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is for another drop</source>
        <translation>Dit is voor een andere drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not for today&apos;s collectible. Please ask the staff.</source>
        <translation>Het is niet voor de collectible van vandaag. Vraag een medewerker.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not taken here</source>
        <translation>Dit geheime woord geldt hier niet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use this word in the POAP app</source>
        <translation>Gebruik dit woord in de POAP-app</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word works only in the POAP app, not at this kiosk.</source>
        <translation>Dit geheime woord werkt alleen in de POAP-app, niet op deze kiosk.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot mint right now</source>
        <translation>De kiosk kan nu niet minten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Nothing was sent: your code was not used. Please ask the staff.</source>
        <translation>Er is niets verstuurd: je code is niet gebruikt. Vraag een medewerker.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The minting service refused this kiosk</source>
        <translation>De mintdienst weigerde deze kiosk</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong</source>
        <translation>Er ging iets mis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please try again, or ask the staff for help.</source>
        <translation>Probeer het opnieuw, of vraag een medewerker om hulp.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+28"/>
        <source>Your request was taken</source>
        <translation>Je verzoek is aangenomen</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The service took it and has not confirmed it yet. You can go: the e-mail to collect it should come soon, and staff see it if anything goes wrong.</source>
        <translation>De dienst heeft het aangenomen maar nog niet bevestigd. Je kunt gaan: de e-mail om het op te halen komt als het goed is snel, en het personeel ziet het als er iets misgaat.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reserved for your e-mail address</source>
        <translation>Gereserveerd voor je e-mailadres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service keeps it for your e-mail address. Please ask the staff how to collect it.</source>
        <translation>De dienst houdt het vast voor je e-mailadres. Vraag een medewerker hoe je het ophaalt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The service took it and has not confirmed it yet. Please ask the staff how to collect it; they see it if anything goes wrong.</source>
        <translation>De dienst heeft het aangenomen maar nog niet bevestigd. Vraag een medewerker hoe je het ophaalt; het personeel ziet het als er iets misgaat.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>We could not find that secret word</source>
        <translation>We vinden dat geheime woord niet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the spelling: capital and small letters count. Or ask the staff.</source>
        <translation>Let op de spelling: hoofdletters en kleine letters tellen. Of vraag een medewerker.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is no longer active</source>
        <translation>Dit geheime woord is niet meer geldig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its time is over. Please ask the staff for help.</source>
        <translation>De tijd is voorbij. Vraag een medewerker om hulp.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not open yet</source>
        <translation>Dit geheime woord is nog niet geldig</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This was already claimed</source>
        <translation>Dit is al ingewisseld</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Please ask the staff for help.</source>
        <translation>Vraag een medewerker om hulp.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your secret word was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>De kiosk kan de mintdienst niet bereiken, dus er is niets gemint en je geheime woord is niet gebruikt. Probeer het over een paar minuten opnieuw, of meld het bij een medewerker.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing was sent: your secret word was not used. Please ask the staff.</source>
        <translation>Er is niets verstuurd: je geheime woord is niet gebruikt. Vraag een medewerker.</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <location filename="../../kiosk/ui/pin_pad.py" line="+70"/>
        <source>Staff only.
Enter the PIN.</source>
        <translation>Alleen voor personeel.
Voer de PIN in.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Goes back without opening the staff area.</source>
        <translation>Gaat terug zonder het personeelsgedeelte te openen.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Delete last digit</source>
        <translation>Laatste cijfer wissen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last digit you typed.</source>
        <translation>Wist het laatste cijfer dat je typte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks the PIN.</source>
        <translation>Controleert de PIN.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Type the staff PIN, then OK.</source>
        <translation>Typ de personeels-PIN en dan OK.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Checking…</source>
        <translation>Controleren…</translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>This staff pass is not valid. Try again in %Ln s.</source>
        <translation>
            <numerusform>Deze personeelspas is niet geldig. Probeer het over %Ln s opnieuw.</numerusform>
            <numerusform>Deze personeelspas is niet geldig. Probeer het over %Ln s opnieuw.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This staff pass is not valid. Enter the PIN.</source>
        <translation>Deze personeelspas is niet geldig. Voer de PIN in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong PIN. Try again.</source>
        <translation>Verkeerde PIN. Probeer opnieuw.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Types {digit}.</source>
        <translation>Typt {digit}.</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>Wrong PIN. Try again in %Ln s.</source>
        <translation>
            <numerusform>Verkeerde PIN. Probeer het over %Ln s opnieuw.</numerusform>
            <numerusform>Verkeerde PIN. Probeer het over %Ln s opnieuw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecipientPage</name>
    <message>
        <location filename="../../kiosk/ui/recipient_page.py" line="+27"/>
        <source>Where should we send it?</source>
        <translation>Waar sturen we hem heen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your wallet address, .eth name or e-mail.</source>
        <translation>Je walletadres, .eth-naam of e-mail.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are getting</source>
        <translation>Je krijgt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>or scan your wallet QR</source>
        <translation>of scan de QR van je wallet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — type it instead</source>
        <translation>Geen camera — typ het in</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../../kiosk/ui/result_page.py" line="+52"/>
        <source>Done</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A tick: it worked.</source>
        <translation>Een vinkje: het is gelukt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not final yet</source>
        <translation>Nog niet definitief</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A clock: the outcome is not final yet.</source>
        <translation>Een klok: de uitkomst is nog niet definitief.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not done</source>
        <translation>Niet gelukt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross: this attempt minted nothing.</source>
        <translation>Een kruis: deze poging heeft niets gemint.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Sent to {recipient}</source>
        <translation>Verstuurd naar {recipient}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {recipient}</source>
        <translation>Voor {recipient}</translation>
    </message>
</context>
<context>
    <name>SecretEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/secret_entry_page.py" line="+19"/>
        <source>Type the secret word</source>
        <translation>Typ het geheime woord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The word announced at this event.</source>
        <translation>Het woord dat op dit event is bekendgemaakt.</translation>
    </message>
</context>
<context>
    <name>SecretWordPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/secret_word_page.py" line="+66"/>
        <source>(not given)</source>
        <translation>(niet opgegeven)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>d MMM yyyy, HH:mm</source>
        <translation>d MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Works from {start} to {end}</source>
        <translation>Geldig van {start} tot {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>active now</source>
        <translation>nu actief</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>switched off</source>
        <translation>uitgeschakeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not known whether active now (the service did not say its time)</source>
        <translation>onbekend of nu actief (de dienst gaf zijn tijd niet)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not active now</source>
        <translation>nu niet actief</translation>
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
        <translation>Geheim woord</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Attendees without a mint link can say a secret word at the kiosk. Check a word with the service before using it: words are case-sensitive.</source>
        <translation>Bezoekers zonder mintlink kunnen op de kiosk een geheim woord opgeven. Controleer een woord bij de dienst voordat je het gebruikt: woorden zijn hoofdlettergevoelig.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The word attendees say; upper and lower case differ.</source>
        <translation>Het woord dat bezoekers opgeven; hoofdletters en kleine letters verschillen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Check</source>
        <translation>Controleren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Asks the service about this word.</source>
        <translation>Vraagt de dienst naar dit woord.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use this word at the kiosk</source>
        <translation>Dit woord gebruiken op de kiosk</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>The word is right. Whether attendees can use it now is not known here: the service did not say its time. It judges the word&apos;s window and the drop&apos;s expiry at each claim.</source>
        <translation>Het woord klopt. Of bezoekers het nu kunnen gebruiken, is hier onbekend: de dienst gaf zijn tijd niet. Die controleert de periode van het woord en het verlopen van de drop bij elke inwisseling.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Check the word first: only a checked word is used.</source>
        <translation>Controleer eerst het woord: alleen een gecontroleerd woord wordt gebruikt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk cannot use the checked word: the check says why.</source>
        <translation>De kiosk kan het gecontroleerde woord niet gebruiken: de controle zegt waarom.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk accepts the checked word from now on; the service judges at each claim whether it works then.</source>
        <translation>De kiosk accepteert het gecontroleerde woord vanaf nu; de dienst beoordeelt bij elke inwisseling of het dan werkt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk accepts the checked word from now on, but attendees cannot use it now: the check says why.</source>
        <translation>De kiosk accepteert het gecontroleerde woord vanaf nu, maar bezoekers kunnen het nu niet gebruiken: de controle zegt waarom.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attendees may type the checked word from now on.</source>
        <translation>Bezoekers mogen vanaf nu het gecontroleerde woord typen.</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>No secret word</source>
        <translation>Geen geheim woord</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk no longer accepts a secret word.</source>
        <translation>De kiosk accepteert geen geheim woord meer.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The kiosk uses the secret word “{word}”.</source>
        <translation>De kiosk gebruikt het geheime woord “{word}”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk uses no secret word.</source>
        <translation>De kiosk gebruikt geen geheim woord.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Asking the service…</source>
        <translation>De dienst wordt geraadpleegd…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drop: {name}</source>
        <translation>Drop: {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This word belongs to another drop: choose that drop first, or another word.</source>
        <translation>Dit woord hoort bij een andere drop: kies eerst die drop, of een ander woord.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This word works only in the POAP app: the kiosk cannot mint with it. Ask for a website secret instead.</source>
        <translation>Dit woord werkt alleen in de POAP-app: de kiosk kan er niet mee minten. Vraag in plaats daarvan om een geheim woord voor de website.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but its drop has expired: the service refuses every claim of it.</source>
        <translation>Het woord klopt, maar de drop ervan is verlopen: de dienst weigert elke inwisseling ermee.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but it is switched off: it works at no time until the drop&apos;s organiser switches it on again.</source>
        <translation>Het woord klopt, maar het is uitgeschakeld: het is op geen enkel moment geldig tot de organisator van de drop het weer inschakelt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but attendees cannot use it now: see when it works.</source>
        <translation>Het woord klopt, maar bezoekers kunnen het nu niet gebruiken: kijk wanneer het geldig is.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The word is right, but all its claims are used: request more mints.</source>
        <translation>Het woord klopt, maar alle inwisselingen zijn op: vraag meer mints aan.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The word is right and works now.</source>
        <translation>Het woord klopt en werkt nu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved: the kiosk accepts this word. Whether attendees can use it now, the service judges at each claim: see above.</source>
        <translation>Opgeslagen: de kiosk neemt dit woord aan. Of bezoekers het nu kunnen gebruiken, controleert de dienst bij elke inwisseling: zie hierboven.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved: the kiosk accepts this word, but attendees cannot use it now: see above.</source>
        <translation>Opgeslagen: de kiosk neemt dit woord aan, maar bezoekers kunnen het nu niet gebruiken: zie hierboven.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved: the kiosk now accepts this word.</source>
        <translation>Opgeslagen: de kiosk accepteert nu dit woord.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: the kiosk no longer asks for a secret word.</source>
        <translation>Opgeslagen: de kiosk vraagt niet meer om een geheim woord.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: {reason}</source>
        <translation>Niet opgeslagen: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the secret word first.</source>
        <translation>Typ eerst het geheime woord.</translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%Ln claim(s) used</source>
        <translation>
            <numerusform>%Ln inwisseling gebruikt</numerusform>
            <numerusform>%Ln inwisselingen gebruikt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{claimed} of %Ln claim(s) used, {left} left</source>
        <translation>
            <numerusform>{claimed} van %Ln inwisseling gebruikt, {left} over</numerusform>
            <numerusform>{claimed} van %Ln inwisselingen gebruikt, {left} over</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+146"/>
        <source>The service refused the kiosk&apos;s credentials. Check them on the Connection page, then use Test connection.</source>
        <translation>De dienst weigerde de toegangsgegevens van de kiosk. Controleer ze op de pagina Verbinding en gebruik dan Test verbinding.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service is busy right now: try again in a minute.</source>
        <translation>De dienst heeft het nu druk: probeer het over een minuut opnieuw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses on the Connection page.</source>
        <translation>De dienst is niet bereikbaar. Controleer het netwerk (wifi, kabel, proxy) en de adressen van de dienst op de pagina Verbinding.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in at {address}. Open a web browser on this computer and accept the network&apos;s terms; the kiosk goes on by itself then.</source>
        <translation>Het netwerk van de locatie antwoordt in plaats van de dienst: de wifi vraagt om aan te melden op {address}. Open een webbrowser op deze computer en accepteer de voorwaarden van het netwerk; daarna gaat de kiosk vanzelf verder.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A web page answered instead of the service: the venue&apos;s Wi-Fi may ask for a sign-in. Open a web browser on this computer and accept the network&apos;s terms; if no sign-in page opens, check the service addresses on the Connection page.</source>
        <translation>Er antwoordde een webpagina in plaats van de dienst: de wifi van de locatie vraagt misschien om aan te melden. Open een webbrowser op deze computer en accepteer de voorwaarden van het netwerk; opent er geen aanmeldpagina, controleer dan de adressen van de dienst op de pagina Verbinding.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service does not know that drop. Check its id or fancy id.</source>
        <translation>De dienst kent die drop niet. Controleer de ID of fancy ID.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service does not know the chosen drop: choose the drop again.</source>
        <translation>De dienst kent de gekozen drop niet: kies de drop opnieuw.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The service does not know that secret word. Words are case-sensitive: check the spelling.</source>
        <translation>De dienst kent dat geheime woord niet. Woorden zijn hoofdlettergevoelig: controleer de spelling.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The edit code is wrong. It is the six-digit code the drop&apos;s creator chose; ask them.</source>
        <translation>De bewerkcode is onjuist. Het is de zescijferige code die de maker van de drop koos; vraag het aan die persoon.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refused this: {reason}</source>
        <translation>De dienst weigerde dit: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service gave an answer the kiosk does not understand: try again, and check the service address if it keeps happening.</source>
        <translation>De dienst gaf een antwoord dat de kiosk niet begrijpt: probeer het opnieuw, en controleer het adres van de dienst als het blijft gebeuren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>De dienst antwoordde met een fout. Probeer het over een minuut opnieuw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request reached the service, but its answer was lost: it may have been done. Check before you ask again.</source>
        <translation>Het verzoek heeft de dienst bereikt, maar het antwoord is verloren gegaan: misschien is het uitgevoerd. Controleer dat voordat je het opnieuw vraagt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong on this computer ({error}). Try again; if it keeps failing, run kiosk doctor.</source>
        <translation>Er ging iets mis op deze computer ({error}). Probeer het opnieuw; blijft het mislukken, voer dan kiosk doctor uit.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location line="+11"/>
        <source>The settings could not be saved ({reason}): check the disk, then try again.</source>
        <translation>De instellingen konden niet worden opgeslagen ({reason}): controleer de schijf en probeer het opnieuw.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location line="+11"/>
        <source>Mint Kiosk is already running on this computer; its window was brought to the front.</source>
        <translation>Mint Kiosk draait al op deze computer; het venster is naar voren gehaald.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mint Kiosk is already running on this computer but does not answer. If its window does not appear within a minute, restart the computer.</source>
        <translation>Mint Kiosk draait al op deze computer, maar reageert niet. Verschijnt het venster niet binnen een minuut, herstart dan de computer.</translation>
    </message>
</context>
<context>
    <name>Staff</name>
    <message>
        <location filename="../../kiosk/ui/operator/step_texts.py" line="+29"/>
        <source>Mint codes</source>
        <translation>Mintcodes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>Geheim woord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kiosk options</source>
        <translation>Kioskopties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operator pass</source>
        <translation>Personeelspas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Journal</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save the API key, client id and client secret first.</source>
        <translation>Sla eerst de API-sleutel, de client-ID en het clientgeheim op.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the drop this kiosk mints first.</source>
        <translation>Kies eerst de drop die deze kiosk mint.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set an operator PIN first: kiosk mode locks the screen with it.</source>
        <translation>Stel eerst een personeels-PIN in: de kioskmodus vergrendelt het scherm ermee.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="-17"/>
        <source>Mints per 15 minutes</source>
        <translation>Mints per 15 minuten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bar for each quarter hour of the last 4 hours, oldest first.</source>
        <translation>Een staaf voor elk kwartier van de laatste 4 uur, oudste eerst.</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/statistics_page.py" line="+70"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Live counts for the chosen drop; they update while this page is open.</source>
        <translation>Live tellingen voor de gekozen drop; ze worden bijgewerkt zolang deze pagina open is.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Minted</source>
        <translation>Gemint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On their way</source>
        <translation>Onderweg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved for e-mail</source>
        <translation>Gereserveerd voor e-mail</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already claimed</source>
        <translation>Al ingewisseld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Mislukt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Being checked</source>
        <translation>Wordt gecontroleerd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued offline</source>
        <translation>Offline in de wachtrij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes left</source>
        <translation>Codes over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: links left</source>
        <translation>Uitgifte: links over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: shown</source>
        <translation>Uitgifte: getoond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: claimed</source>
        <translation>Uitgifte: ingewisseld</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Mints per 15 minutes, last 4 hours (local time)</source>
        <translation>Mints per 15 minuten, laatste 4 uur (lokale tijd)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Counted while the kiosk is open</source>
        <translation>Geteld zolang de kiosk open is</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dispenser&apos;s last count, without claims elsewhere</source>
        <translation>Laatste telling van de uitgifte, zonder inwisselingen elders</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enter the edit code on the Codes page</source>
        <translation>Voer de bewerkcode in op de pagina Mintcodes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The drop has expired: no code can be minted</source>
        <translation>De drop is verlopen: er kan geen code meer gemint worden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None left: request more mints</source>
        <translation>Niets meer over: vraag meer mints aan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If not expired (the service did not say its date)</source>
        <translation>Als niet verlopen (de dienst gaf zijn datum niet)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than {threshold}: request more mints</source>
        <translation>Minder dan {threshold}: vraag meer mints aan</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+37"/>
        <source>Counting…</source>
        <translation>Tellen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not check; tries again soon</source>
        <translation>Controle mislukt; straks nieuwe poging</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mints wait to be sent. Last error: {error}</source>
        <translation>Mints wachten om verstuurd te worden. Laatste fout: {error}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mints wait for the connection; they are sent when it is back.</source>
        <translation>Mints wachten op de verbinding; ze worden verstuurd zodra die terug is.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <location line="-95"/>
        <source>%Ln failed after the service took them: see the Journal</source>
        <translation>
            <numerusform>%Ln mislukt na acceptatie door de dienst: zie het Logboek</numerusform>
            <numerusform>%Ln mislukt na acceptatie door de dienst: zie het Logboek</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TouchKeyboard</name>
    <message>
        <location filename="../../kiosk/ui/touch_keyboard.py" line="+98"/>
        <source>Delete last character</source>
        <translation>Laatste teken wissen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last character you typed.</source>
        <translation>Wist het laatste teken dat je typte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removes everything you typed.</source>
        <translation>Wist alles wat je typte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sends what you typed.</source>
        <translation>Verstuurt wat je typte.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Types {key}.</source>
        <translation>Typt {key}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>abc</source>
        <translation>abc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Small letters</source>
        <translation>Kleine letters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to small letters.</source>
        <translation>Zet de lettertoetsen op kleine letters.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ABC</source>
        <translation>ABC</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capital letters</source>
        <translation>Hoofdletters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to capital letters.</source>
        <translation>Zet de lettertoetsen op hoofdletters.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At sign</source>
        <translation>Apenstaartje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dot</source>
        <translation>Punt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyphen</source>
        <translation>Koppelteken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underscore</source>
        <translation>Laag streepje</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../kiosk/ui/welcome_page.py" line="+38"/>
        <source>Get your event collectible</source>
        <translation>Haal je event-collectible op</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scan your mint QR</source>
        <translation>Scan je mint-QR</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No camera — type your code instead</source>
        <translation>Geen camera — typ je code in</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>No QR code?</source>
        <translation>Geen QR-code?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>Typ een code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret word</source>
        <translation>Geheim woord</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Scan your mint QR code, or choose another way in.</source>
        <translation>Scan je mint-QR-code of kies een andere manier.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Opens a keyboard to type the code of your mint link.</source>
        <translation>Opent een toetsenbord om de code van je mintlink te typen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens a keyboard to type the secret word announced at this event.</source>
        <translation>Opent een toetsenbord om het geheime woord van dit event te typen.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Scan your mint QR code.</source>
        <translation>Scan je mint-QR-code.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the code of your mint link, or the secret word announced at this event.</source>
        <translation>Typ de code van je mintlink, of het geheime woord van dit event.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the code of your mint link.</source>
        <translation>Typ de code van je mintlink.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the secret word announced at this event.</source>
        <translation>Typ het geheime woord van dit event.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No camera — type the secret word instead</source>
        <translation>Geen camera — typ het geheime woord in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — please ask the staff</source>
        <translation>Geen camera — vraag het personeel</translation>
    </message>
</context>
</TS>
