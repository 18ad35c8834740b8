<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>ArtworkView</name>
    <message>
        <location filename="../../kiosk/ui/widgets.py" line="+122"/>
        <source>Artwork</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The collectible&apos;s picture.</source>
        <translation>La imagen del coleccionable.</translation>
    </message>
</context>
<context>
    <name>AttendeePage</name>
    <message>
        <location filename="../../kiosk/ui/attendee_page.py" line="+33"/>
        <source>Start over</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Next in line: your code was read. Your turn starts in a moment.</source>
        <translation>Siguiente: tu código se ha leído. Tu turno empieza en un momento.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Clears what you typed and goes back to the welcome screen.</source>
        <translation>Borra lo que escribiste y vuelve a la pantalla de inicio.</translation>
    </message>
</context>
<context>
    <name>BusyPage</name>
    <message>
        <location filename="../../kiosk/ui/busy_page.py" line="+36"/>
        <source>Getting ready…</source>
        <translation>Preparando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kiosk opens in a moment.</source>
        <translation>El quiosco abre en un momento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking your code…</source>
        <translation>Comprobando tu código…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>This takes a few seconds.</source>
        <translation>Tarda unos segundos.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Checking the secret word…</source>
        <translation>Comprobando la palabra secreta…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minting your collectible…</source>
        <translation>Minteando tu coleccionable…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please wait, this can take a little while.</source>
        <translation>Espera, puede tardar un poco.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Almost there…</source>
        <translation>Ya casi está…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the blockchain to confirm it.</source>
        <translation>Esperando la confirmación de la blockchain.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Working</source>
        <translation>Trabajando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turning circle: the kiosk is at work.</source>
        <translation>Un círculo que gira: el quiosco está trabajando.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Goes back to the welcome screen. It does not stop the mint already asked for.</source>
        <translation>Vuelve a la pantalla de inicio. No detiene el mint ya pedido.</translation>
    </message>
</context>
<context>
    <name>CameraView</name>
    <message>
        <location filename="../../kiosk/ui/camera_view.py" line="+39"/>
        <location line="+43"/>
        <source>Hold it steady…</source>
        <translation>No lo muevas…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>One code at a time, please: hold only one QR code inside the four corners.</source>
        <translation>Un código cada vez, por favor: pon solo un código QR dentro de las cuatro esquinas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Camera</source>
        <translation>Cámara</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hold the QR code inside the four corners.</source>
        <translation>Pon el código QR dentro de las cuatro esquinas.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>One code at a time, please</source>
        <translation>Un código cada vez, por favor</translation>
    </message>
</context>
<context>
    <name>ChecksPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/checks_page.py" line="+36"/>
        <source>Passed.</source>
        <translation>Correcto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed, with a warning.</source>
        <translation>Correcto, con una advertencia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed.</source>
        <translation>Fallido.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+8"/>
        <source>Test connection</source>
        <translation>Probar la conexión</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Checks the settings, the keyring, the credentials, the service, the chosen drop and the camera, one after another, and says what to do about each problem.</source>
        <translation>Comprueba uno tras otro los ajustes, el llavero, las credenciales, el servicio, el drop elegido y la cámara, y te dice qué hacer con cada problema.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Runs every check; a line for each appears below.</source>
        <translation>Ejecuta todas las comprobaciones; abajo aparece una línea por cada una.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%Ln check(s) failed: see the red lines.</source>
        <translation>
            <numerusform>%Ln comprobación ha fallado: mira la línea roja.</numerusform>
            <numerusform>%Ln comprobaciones han fallado: mira las líneas rojas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All checks passed, with warnings.</source>
        <translation>Todas las comprobaciones son correctas, con advertencias.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>Todas las comprobaciones son correctas.</translation>
    </message>
</context>
<context>
    <name>CodeEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/code_entry_page.py" line="+18"/>
        <source>Type your code</source>
        <translation>Escribe tu código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six letters or digits; capital or small letters both work. Zero and the letter O are different, as are one, I and L.</source>
        <translation>Seis letras o cifras; da igual mayúsculas o minúsculas. El cero y la letra O son distintos, igual que el uno, la I y la L.</translation>
    </message>
</context>
<context>
    <name>CodesPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/codes_page.py" line="+71"/>
        <source>Mint links (codes)</source>
        <translation>Enlaces de mint (códigos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word claims</source>
        <translation>Mints con palabra secreta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Website claims</source>
        <translation>Mints desde la web</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+73"/>
        <source>Mint codes</source>
        <translation>Códigos de mint</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Type the drop&apos;s six-digit edit code (you got it when the drop was created) to see its mint codes and how many are left, or to ask for more.</source>
        <translation>Escribe el código de edición de seis cifras del drop (lo recibiste al crearlo) para ver sus códigos de mint y cuántos quedan, o para pedir más.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+336"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="-335"/>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+103"/>
        <source>Request more mints</source>
        <translation>Pedir más mints</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+30"/>
        <source>Edit code</source>
        <translation>Código de edición</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The six digits you got when the drop was created.</source>
        <translation>Las seis cifras que recibiste al crear el drop.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the edit code</source>
        <translation>Mostrar el código de edición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides the digits typed.</source>
        <translation>Muestra u oculta las cifras escritas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Asks the service for the drop&apos;s mint codes with this edit code.</source>
        <translation>Pide al servicio los códigos de mint del drop con este código de edición.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Each mint code of the drop and whether it is claimed.</source>
        <translation>Cada código de mint del drop y si ya se ha canjeado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mint code</source>
        <translation>Código de mint</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+23"/>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The kind of mints to ask for.</source>
        <translation>El tipo de mints que pides.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+22"/>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>How many more mints to ask for.</source>
        <translation>Cuántos mints más pides.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sends the request; the service&apos;s team reviews it.</source>
        <translation>Envía la solicitud; el equipo del servicio la revisa.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose a drop first: its mint codes are shown here.</source>
        <translation>Elige primero un drop: sus códigos de mint aparecen aquí.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Asking the service…</source>
        <translation>Consultando al servicio…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln mint code(s): {claimed} claimed; the drop has expired, none can be minted</source>
        <translation>
            <numerusform>%Ln código de mint: {claimed} canjeados; el drop ha caducado, no se puede mintear ninguno</numerusform>
            <numerusform>%Ln códigos de mint: {claimed} canjeados; el drop ha caducado, no se puede mintear ninguno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left if the drop has not expired (the service did not say its date)</source>
        <translation>
            <numerusform>%Ln código de mint: {claimed} canjeados, {left} libres si el drop no ha caducado (el servicio no dio su fecha)</numerusform>
            <numerusform>%Ln códigos de mint: {claimed} canjeados, {left} libres si el drop no ha caducado (el servicio no dio su fecha)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left</source>
        <translation>
            <numerusform>%Ln código de mint: {claimed} canjeados, {left} libres</numerusform>
            <numerusform>%Ln códigos de mint: {claimed} canjeados, {left} libres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Claimed</source>
        <translation>Canjeado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not claimed yet</source>
        <translation>Aún sin canjear</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Edit code accepted. It is kept in this computer&apos;s keyring, so the statistics can count the codes left.</source>
        <translation>Código de edición aceptado. Se guarda en el llavero de este ordenador para que las estadísticas puedan contar los códigos que quedan.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit code accepted. This computer has no keyring, so it is kept only until the kiosk closes: you will be asked again after a restart.</source>
        <translation>Código de edición aceptado. Este ordenador no tiene llavero, así que solo se guarda hasta que se cierre el quiosco: se te volverá a pedir tras reiniciar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Using the edit code kept on this computer.</source>
        <translation>Se usa el código de edición guardado en este ordenador.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That edit code is not right for this drop. Check the six digits you got when the drop was created, and that the right drop is chosen.</source>
        <translation>Ese código de edición no corresponde a este drop. Comprueba las seis cifras que recibiste al crear el drop y que esté elegido el drop correcto.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Request #{id} sent, but the drop has expired: the service refuses every claim of it, the new ones too. Its organiser can move the expiry date.</source>
        <translation>Solicitud n.º {id} enviada, pero el drop ha caducado: el servicio rechaza cualquier canje, también los nuevos. Su organizador puede mover la fecha de caducidad.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Request #{id} sent: the claims are added to the drop&apos;s secret word, not to these mint codes, once the service approves it. Check the word on the Secret word page.</source>
        <translation>Solicitud n.º {id} enviada: los canjes se añaden a la palabra secreta del drop, no a estos códigos de mint, cuando el servicio la apruebe. Comprueba la palabra en la página «Palabra secreta».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Request #{id} sent, but the mint codes could not be read again, so the kiosk cannot tell whether the new ones are made yet. Open this page again in a minute to see them.</source>
        <translation>Solicitud n.º {id} enviada, pero no se pudieron volver a leer los códigos de mint, así que el quiosco no sabe si los nuevos ya están hechos. Vuelve a abrir esta página en un minuto para verlos.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} done: the service made the new mint links at once. Mint codes listed before: {before}; now: {now}.</source>
        <translation>Solicitud n.º {id} hecha: el servicio creó los nuevos enlaces de mint al momento. Códigos de mint listados antes: {before}; ahora: {now}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} sent: it will be reviewed by the service&apos;s team, and the new mints appear here once it is approved.</source>
        <translation>Solicitud n.º {id} enviada: el equipo del servicio la revisará y los nuevos mints aparecerán aquí cuando se apruebe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Check the edit code first.</source>
        <translation>Comprueba primero el código de edición.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>An edit code is six digits: the one you got when the drop was created.</source>
        <translation>Un código de edición tiene seis cifras: el que recibiste al crear el drop.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
</context>
<context>
    <name>Connection</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+321"/>
        <source>The kiosk is offline</source>
        <translation>El quiosco está sin conexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minting is paused for now. Please try again in a few minutes.</source>
        <translation>El minteo está en pausa. Vuelve a intentarlo en unos minutos.</translation>
    </message>
</context>
<context>
    <name>ConnectionPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/connection_page.py" line="+69"/>
        <source>Service address (base URL)</source>
        <translation>Dirección del servicio (URL base)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token issuer address (auth URL)</source>
        <translation>Dirección del emisor de tokens (URL de auth)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mint site address</source>
        <translation>Dirección del sitio de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>Clave API</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client id</source>
        <translation>Client id</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client secret</source>
        <translation>Client secret</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Issued by the minting service; kept in the keyring, never shown.</source>
        <translation>Lo emite el servicio de mint; se guarda en el llavero y nunca se muestra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A web address starting with https://.</source>
        <translation>Una dirección web que empieza por https://.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials are kept in this computer&apos;s keyring.</source>
        <translation>Las credenciales se guardan en el llavero de este ordenador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The credentials come from environment variables.</source>
        <translation>Las credenciales vienen de variables de entorno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The credentials come partly from environment variables, the rest from the keyring.</source>
        <translation>Las credenciales vienen en parte de variables de entorno y el resto del llavero.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No credentials are saved yet.</source>
        <translation>Aún no hay credenciales guardadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some credentials are missing: type them below, or set their environment variables.</source>
        <translation>Faltan algunas credenciales: escríbelas abajo o define sus variables de entorno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials typed last are used until the kiosk closes: the keyring did not keep them.</source>
        <translation>Se usan las últimas credenciales escritas hasta que se cierre el quiosco: el llavero no las guardó.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring, so credentials cannot be saved here: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Este ordenador no tiene llavero, así que aquí no se pueden guardar credenciales: ponlas en las variables de entorno KIOSK_API_KEY, KIOSK_CLIENT_ID y KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This computer has no keyring to keep the credentials. Set the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET and start the kiosk again, or install a keyring (GNOME Keyring, KWallet). Credentials typed here work only until the kiosk closes.</source>
        <translation>Este ordenador no tiene llavero para guardar las credenciales. Define las variables de entorno KIOSK_API_KEY, KIOSK_CLIENT_ID y KIOSK_CLIENT_SECRET y vuelve a iniciar el quiosco, o instala un llavero (GNOME Keyring, KWallet). Las credenciales escritas aquí solo sirven hasta que se cierre el quiosco.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Connection</source>
        <translation>Conexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The addresses of the minting service and the credentials it issued you. Secrets go to this computer&apos;s keyring, never to the settings file.</source>
        <translation>Las direcciones del servicio de mint y las credenciales que te dio. Los secretos van al llavero de este ordenador, nunca al archivo de ajustes.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the {0}</source>
        <translation>Mostrar {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides what is typed.</source>
        <translation>Muestra u oculta lo escrito.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checks the addresses, then saves them and the credentials.</source>
        <translation>Comprueba las direcciones y luego las guarda junto con las credenciales.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved. Leave empty to keep it.</source>
        <translation>Guardado. Déjalo vacío para conservarlo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>from the environment variable {0}</source>
        <translation>de la variable de entorno {0}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Saving…</source>
        <translation>Guardando…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved. Next: Test connection.</source>
        <translation>Guardado. Siguiente paso: Probar la conexión.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Addresses saved. No keyring could keep the credentials (there is none, or it is locked), so they are used only until the kiosk closes: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Direcciones guardadas. Ningún llavero pudo guardar las credenciales (no hay ninguno o está bloqueado), así que solo se usan hasta que se cierre el quiosco: ponlas en las variables de entorno KIOSK_API_KEY, KIOSK_CLIENT_ID y KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+10"/>
        <source>Enter the {0}.</source>
        <translation>Rellena «{0}».</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The {0} must be a web address starting with https:// (or http:// for a test service).</source>
        <translation>«{0}» debe ser una dirección web que empiece por https:// (o http:// para un servicio de prueba).</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message>
        <location filename="../../kiosk/ui/countdown_overlay.py" line="+46"/>
        <source>Still there?</source>
        <translation>¿Sigues ahí?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap to continue</source>
        <translation>Toca para seguir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Still there? Tap to continue</source>
        <translation>¿Sigues ahí? Toca para seguir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap anywhere to keep this page.</source>
        <translation>Toca en cualquier sitio para seguir en esta página.</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>Otherwise the kiosk starts over in %Ln s.</source>
        <translation>
            <numerusform>Si no, el quiosco vuelve a empezar en %Ln s.</numerusform>
            <numerusform>Si no, el quiosco vuelve a empezar en %Ln s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DispenserPage</name>
    <message>
        <location filename="../../kiosk/ui/dispenser_page.py" line="+74"/>
        <source>Getting the collectibles ready…</source>
        <translation>Preparando los coleccionables…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+108"/>
        <source>Tap for your collectible</source>
        <translation>Toca para tu coleccionable</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>You get a QR code to scan with your phone camera.</source>
        <translation>Recibes un código QR para escanear con el móvil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One moment…</source>
        <translation>Un momento…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan with your phone camera</source>
        <translation>Escanea con la cámara del móvil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then mint it on the page your phone opens.</source>
        <translation>Luego mintéalo en la página que se abre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All collectibles are handed out — thank you</source>
        <translation>Ya se han repartido todos — ¡gracias!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This drop has expired</source>
        <translation>Este drop ha caducado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its collectibles can no longer be minted.</source>
        <translation>Sus coleccionables ya no se pueden mintear.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No collectibles to hand out right now</source>
        <translation>Ahora no hay coleccionables que repartir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please ask a member of staff.</source>
        <translation>Pregunta al personal.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service is busy</source>
        <translation>El servicio está ocupado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk is offline</source>
        <translation>El quiosco está sin conexión</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your phone mints over its own connection: keep its internet on.</source>
        <translation>Tu móvil mintea con su propia conexión: mantén internet activado.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No code can be checked now. Please try again in a minute.</source>
        <translation>Ahora no se puede comprobar ningún código. Vuelve a intentarlo en un minuto.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Shows a QR code to scan with your phone.</source>
        <translation>Muestra un código QR para escanear con el móvil.</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <location filename="../../kiosk/ui/doctor_texts.py" line="+21"/>
        <source>Settings file</source>
        <translation>Archivo de ajustes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyring for secrets</source>
        <translation>Llavero para los secretos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credentials (API key, client id, client secret)</source>
        <translation>Credenciales (clave API, client id, client secret)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access token from the token issuer</source>
        <translation>Token de acceso del emisor de tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minting calls accepted (API key and token together)</source>
        <translation>Llamadas de minteo aceptadas (clave API y token juntos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API key accepted by the service</source>
        <translation>Clave API aceptada por el servicio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen drop reachable</source>
        <translation>Drop elegido accesible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser lists the drop&apos;s mint links (edit code)</source>
        <translation>El dispensador lista los enlaces de mint del drop (código de edición)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser&apos;s links file holds mint links</source>
        <translation>El archivo de enlaces del dispensador tiene enlaces de mint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Camera gives a picture</source>
        <translation>La cámara da imagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints that failed after the service accepted them</source>
        <translation>Mints fallidos después de que el servicio los aceptara</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints sent whose end the service has not told yet</source>
        <translation>Mints enviados cuyo final el servicio aún no ha dicho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints saved for later of a drop this kiosk does not take</source>
        <translation>Mints guardados para después de un drop que este quiosco no acepta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints on their way long after the service took them</source>
        <translation>Mints en camino mucho después de que el servicio los aceptara</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mint journal can be written</source>
        <translation>Se puede escribir el registro de mints</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No settings saved yet: the defaults are used. Run the setup to save them.</source>
        <translation>Aún no hay ajustes guardados: se usan los valores por defecto. Ejecuta la configuración para guardarlos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file is damaged (cut off, perhaps by a power cut). At its next start the kiosk keeps it aside, renamed with the date and time, and starts with the default settings: set it up again then, copying what you need from the old file.</source>
        <translation>El archivo de ajustes está dañado (cortado, quizá por un corte de luz). En su próximo inicio el kiosco lo aparta, renombrado con la fecha y la hora, y arranca con los ajustes por defecto: configúralo de nuevo entonces, copiando lo que necesites del archivo antiguo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file cannot be read, so at its next start the kiosk uses the default settings. Check that this user may read and write it.</source>
        <translation>El archivo de ajustes no se puede leer, así que en su próximo inicio el quiosco usará los ajustes por defecto. Comprueba que este usuario pueda leerlo y escribirlo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring: put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET. The access token is kept in memory only.</source>
        <translation>Este ordenador no tiene llavero: pon las credenciales en las variables de entorno KIOSK_API_KEY, KIOSK_CLIENT_ID y KIOSK_CLIENT_SECRET. El token de acceso solo se guarda en memoria.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keyring is locked, so the kiosk cannot keep or read its credentials there. Log in to this computer&apos;s desktop, or unlock the login keyring, then test again. Credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET work without it.</source>
        <translation>El llavero está bloqueado, así que el quiosco no puede guardar ni leer ahí sus credenciales. Inicia sesión en el escritorio de este ordenador o desbloquea el llavero de inicio de sesión y vuelve a probar. Las credenciales en las variables de entorno KIOSK_API_KEY, KIOSK_CLIENT_ID y KIOSK_CLIENT_SECRET funcionan sin él.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The keyring refused to keep a test entry, so credentials saved there may be lost. Log out and in again, or restart the computer, then test again. If it keeps failing, put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>El llavero se negó a guardar una entrada de prueba, así que las credenciales guardadas ahí podrían perderse. Cierra sesión y vuelve a entrar, o reinicia el ordenador, y vuelve a probar. Si sigue fallando, pon las credenciales en las variables de entorno KIOSK_API_KEY, KIOSK_CLIENT_ID y KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Credentials are missing. Set KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET, or enter them in the setup (stored in the keyring).</source>
        <translation>Faltan las credenciales. Define KIOSK_API_KEY, KIOSK_CLIENT_ID y KIOSK_CLIENT_SECRET, o escríbelas en la configuración (se guardan en el llavero).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not checked: fix the problem above first.</source>
        <translation>Sin comprobar: corrige primero el problema de arriba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The token issuer refused the client id or secret, or the auth address is wrong. Check both against what the service issued you.</source>
        <translation>El emisor de tokens rechazó el client id o el secret, o la dirección de auth es incorrecta. Compara ambos con lo que te dio el servicio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer gives no tokens for this service address: check the service address against what the service issued you (the client id and secret are not in question).</source>
        <translation>El emisor de tokens no da tokens para esta dirección del servicio: compara la dirección del servicio con lo que te dio el servicio (el client id y el secret no son el problema).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service address answers &quot;not found&quot; for the service&apos;s calls: check it against what the service issued you (a path too many or too few).</source>
        <translation>La dirección del servicio responde «no encontrado» a las llamadas del servicio: compárala con lo que te dio el servicio (una parte de ruta de más o de menos).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer&apos;s address answers &quot;not found&quot; for token requests: nothing issues tokens there, so the client id and secret were not checked. Check the address against what the service issued you (the kiosk adds /oauth/token to it).</source>
        <translation>La dirección del emisor de tokens responde «no encontrado» a las solicitudes de token: ahí nadie emite tokens, así que el client id y el secret no se comprobaron. Compara la dirección con lo que te dio el servicio (el quiosco le añade /oauth/token).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service refused the API key. Check it; a new key can take up to a day to work.</source>
        <translation>El servicio rechazó la clave API. Compruébala; una clave nueva puede tardar hasta un día en funcionar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refuses the token the issuer gave, even a fresh one: the client id and secret do not belong to this API key. Ask the service for a matching set.</source>
        <translation>El servicio rechaza el token del emisor, incluso uno nuevo: el client id y el secret no corresponden a esta clave API. Pide al servicio un juego que coincida.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses in the settings.</source>
        <translation>No se puede contactar con el servicio. Comprueba la red (wifi, cable, proxy) y las direcciones del servicio en los ajustes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in (at the address above, when it names one). Open a web browser on this computer, accept the network&apos;s terms, then test again. If no sign-in page opens, check the service addresses in the settings.</source>
        <translation>La red del lugar responde en lugar del servicio: su wifi pide iniciar sesión (en la dirección de arriba, si da una). Abre un navegador web en este ordenador, acepta las condiciones de la red y vuelve a probar. Si no se abre ninguna página de inicio de sesión, comprueba las direcciones del servicio en los ajustes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A web page answered at the address above, not the service: the venue&apos;s Wi-Fi may ask for a sign-in, or the address is not the service&apos;s (a web site, a typo). This says nothing of the credentials. Open a web browser on this computer: if a sign-in page opens, accept the network&apos;s terms and test again; if none does, check the service addresses in the settings.</source>
        <translation>Una página web respondió en la dirección de arriba, no el servicio: puede que el wifi del lugar pida iniciar sesión, o la dirección no es la del servicio (un sitio web, una errata). Esto no dice nada de las credenciales. Abre un navegador web en este ordenador: si se abre una página de inicio de sesión, acepta las condiciones de la red y vuelve a probar; si no, comprueba las direcciones del servicio en los ajustes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The address in the settings answers with a redirect to the address above: the service is not where the settings say (http for https, or a path changed). The kiosk does not follow it. Check the address against what the service issued you, put the right one in the settings, then test again.</source>
        <translation>La dirección de los ajustes responde con una redirección a la dirección de arriba: el servicio no está donde dicen los ajustes (http en vez de https, o una ruta cambiada). El quiosco no la sigue. Compara la dirección con lo que te dio el servicio, pon la correcta en los ajustes y vuelve a probar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>El servicio respondió con un error. Vuelve a intentarlo en un minuto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No drop is chosen yet, so the kiosk cannot open for attendees. Start the kiosk, and on the Drop page of the setup choose the drop to mint.</source>
        <translation>Aún no hay ningún drop elegido, así que el quiosco no puede abrirse a los asistentes. Inicia el quiosco y, en la página Drop de la configuración, elige el drop que se va a mintear.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service does not know the chosen drop. Check its id in the setup.</source>
        <translation>El servicio no conoce el drop elegido. Comprueba su id en la configuración.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chosen drop has expired, so the service refuses every mint of it. Choose another drop, or ask its organiser to move its expiry date.</source>
        <translation>El drop elegido ha caducado, así que el servicio rechaza todo mint de él. Elige otro drop o pide a su organizador que cambie su fecha de caducidad.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service accepted these mints, then reported them failed: the attendees have no collectible. The Journal page lists them with their codes and reason.</source>
        <translation>El servicio aceptó estos mints y luego los dio por fallidos: los asistentes no tienen coleccionable. La página Registro los muestra con su código y el motivo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service has not said yet whether these mints worked (Being checked or Sending on the Journal page): their attendees may have no collectible. The kiosk asks again while it runs; the Journal page lists them with their codes and last error, to follow up those that stay.</source>
        <translation>El servicio aún no ha dicho si estos mints funcionaron («En comprobación» o «Enviando» en la página Registro): puede que sus asistentes no tengan ningún coleccionable. El quiosco vuelve a preguntar mientras funciona; la página Registro los lista con sus códigos y su último error, para seguir los que queden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attendees were told these mints are saved for later, but they are of a drop the kiosk no longer takes: its queue fails them as another drop&apos;s and never sends them. To send them, choose their drop again on the Drop page, or add it to &quot;Also accept codes of drops&quot; in Kiosk options, before the kiosk starts.</source>
        <translation>A los asistentes se les dijo que estos mints estaban guardados para después, pero son de un drop que el quiosco ya no acepta: su cola los da por fallidos como de otro drop y nunca los envía. Para enviarlos, vuelve a elegir su drop en la página Drop, o añádelo a «Aceptar también códigos de los drops» en Opciones del quiosco, antes de que el quiosco arranque.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service took these mints more than {0} minutes ago and has not minted them: their transaction stays pending (the chain takes a minute or two) or ended otherwise, while their attendees were told the collectible is on its way. The Journal page lists them (On its way) with their codes: follow them up with the drop&apos;s organiser or the service&apos;s support.</source>
        <translation>El servicio aceptó estos mints hace más de {0} minutos y no los ha minteado: su transacción sigue pendiente (la cadena tarda uno o dos minutos) o terminó de otra forma, mientras a sus asistentes se les dijo que el coleccionable está en camino. La página Registro los muestra (En camino) con sus códigos: consúltalos con el organizador del drop o con el soporte del servicio.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside. Until then this kiosk only reads it and mints nothing.</source>
        <translation>El registro lo escribió una versión más nueva de Mint Kiosk; vuelve a instalar esa versión o aparta el archivo. Mientras tanto, este quiosco solo lo lee y no mintea nada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot write its journal, so it mints nothing (each mint is written down before it is sent). Free some space on this computer, or make the data folder writable for this user; minting goes on by itself once it can write.</source>
        <translation>El quiosco no puede escribir su registro, así que no mintea nada (cada mint se anota antes de enviarse). Libera espacio en este ordenador o da permiso de escritura en la carpeta de datos a este usuario; el minteo se reanuda solo en cuanto pueda escribir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The journal is damaged. When it starts, the kiosk moves it aside and begins a new one: mints saved in it for later are not sent then. Keep a copy of the file: it still holds them.</source>
        <translation>El registro está dañado. Al arrancar, el quiosco lo aparta y empieza uno nuevo: los mints guardados en él para más tarde no se envían entonces. Guarda una copia del archivo: aún los contiene.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk cannot create its journal there, so it would mint nothing (each mint is written down before it is sent). The data folder must be one this user can make and write: not on a read-only or full disk, and no file in its place.</source>
        <translation>El quiosco no puede crear ahí su registro, así que no mintearía nada (cada mint se anota antes de enviarse). La carpeta de datos debe ser una que este usuario pueda crear y escribir: no en un disco de solo lectura o lleno, y sin un archivo en su lugar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edit code is kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the drop&apos;s edit code on the Mint codes page (on a computer without a keyring, again after each start).</source>
        <translation>No hay ningún código de edición guardado para el drop elegido, así que el dispensador no puede listar sus enlaces de mint y no muestra ningún código QR. Escribe el código de edición del drop en la página «Códigos de mint» (en un ordenador sin llavero, otra vez tras cada inicio).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service refused the edit code kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the right edit code on the Mint codes page.</source>
        <translation>El servicio rechazó el código de edición guardado para el drop elegido, así que el dispensador no puede listar sus enlaces de mint y no muestra ningún código QR. Escribe el código de edición correcto en la página «Códigos de mint».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service lists no unclaimed mint link of the chosen drop for this kiosk, so the dispenser shows no QR code. Request more mints on the Mint codes page.</source>
        <translation>El servicio no lista ningún enlace de mint sin usar del drop elegido para este quiosco, así que el dispensador no muestra ningún código QR. Pide más mints en la página «Códigos de mint».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dispenser&apos;s links file is not there or cannot be read, so it shows no QR code. Load the links file again on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>El archivo de enlaces del dispensador no está o no se puede leer, así que no muestra ningún código QR. Vuelve a cargar el archivo de enlaces en la página «Opciones del quiosco» o usa los enlaces del drop.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dispenser&apos;s links file holds no mint link it can use (empty, too big, or not text), so it shows no QR code. Load a links.txt or CSV file of the drop&apos;s mint links on the Kiosk options page.</source>
        <translation>El archivo de enlaces del dispensador no tiene ningún enlace de mint que se pueda usar (vacío, demasiado grande o no es texto), así que no muestra ningún código QR. Carga un archivo links.txt o CSV con los enlaces de mint del drop en la página «Opciones del quiosco».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service says none of the mint links this kiosk takes from the dispenser&apos;s links file can be minted now (claimed already, of another drop, or switched off), so it shows no QR code. Load a file of the drop&apos;s unclaimed links on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>Según el servicio, ninguno de los enlaces de mint que este quiosco toma del archivo de enlaces del dispensador se puede mintear ahora (ya canjeado, de otro drop o desactivado), así que no muestra ningún código QR. Carga un archivo con los enlaces sin canjear del drop en la página «Opciones del quiosco» o usa los enlaces del drop.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera gave no picture. Check its cable, close other programs that use it, or choose another camera in the options.</source>
        <translation>La cámara no da imagen. Comprueba el cable, cierra otros programas que la usen o elige otra cámara en las opciones.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The camera sees only one colour, so it cannot read a QR code: is its shutter closed or its lens covered? Open it, then test again.</source>
        <translation>La cámara solo ve un color, así que no puede leer ningún código QR: ¿está cerrada su tapa o tapado su objetivo? Ábrela y vuelve a probar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} check(s) failed, {1} need(s) attention (WARN).</source>
        <translation>Comprobaciones fallidas: {0}; que requieren atención (WARN): {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} check(s) failed.</source>
        <translation>Comprobaciones fallidas: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No check failed, but {0} need(s) attention: read the WARN lines above.</source>
        <translation>Ninguna comprobación ha fallado, pero requieren atención: {0}. Lee las líneas WARN de arriba.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>Todas las comprobaciones son correctas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file was damaged (cut off, perhaps by a power cut), so the kiosk started with the default settings: set it up again. The old file is kept for you to copy from: {0}</source>
        <translation>El archivo de ajustes estaba dañado (cortado, quizá por un apagón), así que el quiosco arrancó con los ajustes por defecto: vuelve a configurarlo. El archivo antiguo se conserva por si necesitas copiar algo: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file {0} is damaged and could not be moved aside, so the kiosk started with the default settings. Saving the setup replaces it: copy it first if you need anything from it.</source>
        <translation>El archivo de ajustes {0} está dañado y no se pudo apartar, así que el quiosco arrancó con los ajustes por defecto. Al guardar la configuración se reemplaza: cópialo antes si necesitas algo de él.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file {0} cannot be read, so the kiosk started with the default settings. Check that this user may read and write it.</source>
        <translation>El archivo de ajustes {0} no se puede leer, así que el quiosco arrancó con los ajustes por defecto. Comprueba que este usuario puede leerlo y escribirlo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was damaged, so the kiosk moved it aside and began a new one. Mints saved in it for later (no connection at the time) were not sent, and its rows are not on the Journal page. The old file is kept: {0}</source>
        <translation>El registro estaba dañado, así que el quiosco lo apartó y empezó uno nuevo. Los mints guardados en él para más tarde (sin conexión en ese momento) no se enviaron, y sus filas no están en la página Registro. El archivo antiguo se conserva: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside ({0}), then start the kiosk again. Until then this kiosk only shows it and mints nothing.</source>
        <translation>El registro lo escribió una versión más nueva de Mint Kiosk; vuelve a instalar esa versión o aparta el archivo ({0}) y vuelve a iniciar el quiosco. Mientras tanto, este quiosco solo lo muestra y no mintea nada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}), the file or its folder is read-only. Make them writable for this user; minting goes on by itself then.</source>
        <translation>El quiosco no mintea nada: no puede escribir su registro ({0}), el archivo o su carpeta son de solo lectura. Da permiso de escritura a este usuario; el minteo se reanuda solo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: the disk is full, so it cannot write its journal ({0}). Free some space on this computer; minting goes on by itself then.</source>
        <translation>El quiosco no mintea nada: el disco está lleno, así que no puede escribir su registro ({0}). Libera espacio en este ordenador; el minteo se reanuda solo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}). Run kiosk doctor; if it keeps failing, restart the computer.</source>
        <translation>El quiosco no mintea nada: no puede escribir su registro ({0}). Ejecuta kiosk doctor; si sigue fallando, reinicia el ordenador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: something else was put in place of its journal or its folder ({0}) while it ran. Do not quit the kiosk: it still holds the journal&apos;s rows. Move what is there now aside; the kiosk writes its journal there again and minting goes on by itself.</source>
        <translation>El quiosco no mintea nada: mientras funcionaba, se puso otra cosa en lugar de su registro o de su carpeta ({0}). No cierres el quiosco: aún guarda las filas del registro. Mueve a otro sitio lo que hay ahí ahora; el quiosco vuelve a escribir allí su registro y el minteo se reanuda solo.</translation>
    </message>
</context>
<context>
    <name>DropPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/drop_page.py" line="+99"/>
        <source>Start date</source>
        <translation>Fecha de inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop id</source>
        <translation>Id del drop</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Virtual</source>
        <translation>Virtual</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} to {1}, mintable until {2}</source>
        <translation>Del {0} al {1}, se puede mintear hasta el {2}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drop</source>
        <translation>Drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which drop this kiosk mints. Search by name, or type its id or fancy id.</source>
        <translation>El drop que mintea este quiosco. Busca por nombre o escribe su id o su fancy id.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Name of the drop</source>
        <translation>Nombre del drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Newest, Z to A, highest first</source>
        <translation>Más reciente, Z a A, mayor primero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest, A to Z, lowest first</source>
        <translation>Más antiguo, A a Z, menor primero</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop id or fancy id</source>
        <translation>Id o fancy id del drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find</source>
        <translation>Encontrar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Part of a drop&apos;s name; Enter searches.</source>
        <translation>Parte del nombre de un drop; Intro busca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the drops whose name holds this text.</source>
        <translation>Muestra los drops cuyo nombre contiene este texto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort by</source>
        <translation>Ordenar por</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the list is sorted by.</source>
        <translation>Por qué se ordena la lista.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort direction</source>
        <translation>Sentido del orden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest or oldest first.</source>
        <translation>Los más recientes o los más antiguos primero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drops</source>
        <translation>Drops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a drop to see its details.</source>
        <translation>Toca un drop para ver sus detalles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous page</source>
        <translation>Página anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops before this one.</source>
        <translation>Muestra la página de drops anterior.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next page</source>
        <translation>Página siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops after this one.</source>
        <translation>Muestra la página de drops siguiente.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finds one drop by its id; Enter finds it.</source>
        <translation>Encuentra un drop por su id; Intro lo busca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shows the drop with this id.</source>
        <translation>Muestra el drop con este id.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose a drop from the list, or find it by its id.</source>
        <translation>Elige un drop de la lista o encuéntralo por su id.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change network…</source>
        <translation>Cambiar de red…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This drop is in use at the kiosk.</source>
        <translation>Este drop es el que usa el quiosco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use this drop at the kiosk</source>
        <translation>Usar este drop en el quiosco</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shows or hides the form that changes the drop&apos;s network.</source>
        <translation>Muestra u oculta el formulario que cambia la red del drop.</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>Uses this drop all the same: the mints of another drop saved while offline are then never sent. If more were saved since, the kiosk tells you first.</source>
        <translation>Usa este drop de todos modos: los mints de otro drop guardados sin conexión no se enviarán nunca. Si se guardaron más desde entonces, el quiosco te lo dice primero.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk uses this drop from now on.</source>
        <translation>El quiosco usa este drop a partir de ahora.</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Edit code (6 digits)</source>
        <translation>Código de edición (6 cifras)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save network</source>
        <translation>Guardar la red</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network the drop mints on.</source>
        <translation>La red en la que se mintea el drop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The drop&apos;s creator has it; it is needed to change the network.</source>
        <translation>Lo tiene quien creó el drop; hace falta para cambiar la red.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Changes the drop&apos;s network with the edit code.</source>
        <translation>Cambia la red del drop con el código de edición.</translation>
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
        <translation>Ningún drop tiene ese nombre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service lists no drops.</source>
        <translation>El servicio no muestra ningún drop.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Id {0} · {1}</source>
        <translation>Id {0} · {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Network: reading…</source>
        <translation>Red: leyendo…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Network: {0}</source>
        <translation>Red: {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drop {0} now mints on {1}.</source>
        <translation>El drop {0} ahora se mintea en {1}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The network is now {0}.</source>
        <translation>La red ahora es {0}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The kiosk now uses {0}, but the drop has expired: the service mints none of its codes.</source>
        <translation>El quiosco usa ahora {0}, pero el drop ha caducado: el servicio no mintea ninguno de sus códigos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now uses {0}. Whether the service still mints it could not be checked: test a code before attendees come.</source>
        <translation>El quiosco usa ahora {0}. No se pudo comprobar si el servicio todavía lo mintea: prueba un código antes de que lleguen los asistentes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now mints {0}.</source>
        <translation>El quiosco ahora mintea {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Saved while offline and not sent yet: %Ln mint(s) of another drop. If the kiosk uses this drop, they are never sent, and the attendees told “Saved for later” do not get them. Tap “Use this drop at the kiosk” again to use it all the same.</source>
        <translation>
            <numerusform>Guardado sin conexión y aún no enviado: %Ln mint de otro drop. Si el quiosco usa este drop, nunca se envía, y quien leyó «Guardado para después» no lo recibe. Toca otra vez «Usar este drop en el quiosco» para usarlo de todos modos.</numerusform>
            <numerusform>Guardados sin conexión y aún no enviados: %Ln mints de otro drop. Si el quiosco usa este drop, nunca se envían, y quienes leyeron «Guardado para después» no los reciben. Toca otra vez «Usar este drop en el quiosco» para usarlo de todos modos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Changing the network…</source>
        <translation>Cambiando la red…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Page {0} of {1}</source>
        <translation>Página {0} de {1}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Type the drop&apos;s id (digits) or its fancy id first.</source>
        <translation>Escribe primero el id del drop (cifras) o su fancy id.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The edit code has six digits: the drop&apos;s creator has it.</source>
        <translation>El código de edición tiene seis cifras: lo tiene quien creó el drop.</translation>
    </message>
</context>
<context>
    <name>InputProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+15"/>
        <source>Nothing typed yet</source>
        <translation>Aún no has escrito nada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below, then press OK.</source>
        <translation>Escríbelo con las teclas de abajo y pulsa OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is too long</source>
        <translation>Es demasiado largo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again.</source>
        <translation>Revisa lo que escribiste y vuelve a probar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This mint link is for another site</source>
        <translation>Este enlace de mint es de otro sitio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the mint link or code you got for this event.</source>
        <translation>Usa el enlace o código de mint que te dieron para este evento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a POAP mint link</source>
        <translation>Es un enlace de mint de POAP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This kiosk mints with another service. Please ask the staff.</source>
        <translation>Este quiosco mintea con otro servicio. Pregunta al personal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This is a POAP web page, not a mint link</source>
        <translation>Es una página web de POAP, no un enlace de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Scan your mint QR code, or type your code.</source>
        <translation>Escanea tu código QR de mint o escribe tu código.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>This is not a mint link</source>
        <translation>No es un enlace de mint</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A code has six letters or digits</source>
        <translation>Un código tiene seis letras o cifras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your code and type it again.</source>
        <translation>Revisa tu código y vuelve a escribirlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That secret word does not look right</source>
        <translation>Esa palabra secreta no parece correcta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use only letters, digits and hyphens.</source>
        <translation>Usa solo letras, cifras y guiones.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address is not complete</source>
        <translation>La dirección de billetera está incompleta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts with 0x and has 40 more letters and digits.</source>
        <translation>Empieza por 0x y tiene 40 letras y cifras más.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address has a typo</source>
        <translation>La dirección de billetera tiene una errata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check each character, or scan your wallet QR.</source>
        <translation>Revisa cada carácter o escanea el QR de tu billetera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody can receive at that address</source>
        <translation>Nadie puede recibir en esa dirección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything sent there is lost. Give your own wallet.</source>
        <translation>Lo que se envíe ahí se pierde. Da tu propia billetera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This QR asks your wallet to send something</source>
        <translation>Este QR pide a tu billetera enviar algo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Show your wallet&apos;s receive address QR instead.</source>
        <translation>Mejor muestra el QR de recepción de tu billetera.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>That name uses look-alike letters</source>
        <translation>Ese nombre usa letras que se parecen a otras</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That looks like a mint code, not a wallet</source>
        <translation>Parece un código de mint, no una billetera</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>That name holds a hidden character</source>
        <translation>Ese nombre tiene un carácter oculto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below instead.</source>
        <translation>Mejor escríbelo con las teclas de abajo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written “{name}”</source>
        <translation>Este nombre se escribe «{name}»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written differently</source>
        <translation>Este nombre se escribe de otra forma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If that is yours, type it like that and press OK.</source>
        <translation>Si es el tuyo, escríbelo así y pulsa OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That name does not look right</source>
        <translation>Ese nombre no parece correcto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wallet name ends in .eth, for example alice.eth.</source>
        <translation>Un nombre de billetera acaba en .eth, por ejemplo alice.eth.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That e-mail address does not look right</source>
        <translation>Ese correo no parece correcto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it, for example name@example.com.</source>
        <translation>Revísalo, por ejemplo nombre@ejemplo.com.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your wallet, .eth name or e-mail.</source>
        <translation>Da tu billetera, nombre .eth o correo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is a wallet, not a mint code</source>
        <translation>Es una billetera, no un código de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First scan or type your code; the wallet comes next.</source>
        <translation>Primero escanea o escribe tu código; la billetera va después.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>We did not recognise that</source>
        <translation>No lo hemos reconocido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again, or ask the staff.</source>
        <translation>Revisa lo que escribiste y vuelve a probar, o pregunta al personal.</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <location filename="../../kiosk/ui/operator/journal_model.py" line="+48"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How</source>
        <translation>Cómo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code or word</source>
        <translation>Código o palabra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recipient</source>
        <translation>Destinatario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why / details</source>
        <translation>Motivo / detalles</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mint link</source>
        <translation>Enlace de mint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Typed code</source>
        <translation>Código escrito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>Palabra secreta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sending</source>
        <translation>Enviando</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted</source>
        <translation>Minteado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On its way</source>
        <translation>En camino</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved for e-mail</source>
        <translation>Reservado para correo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already claimed</source>
        <translation>Ya canjeado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>Fallido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being checked</source>
        <translation>En comprobación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued offline</source>
        <translation>En cola sin conexión</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Link or word expired</source>
        <translation>Enlace o palabra caducados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not open yet</source>
        <translation>Palabra aún no abierta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word switched off</source>
        <translation>Palabra desactivada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not active, why not known</source>
        <translation>Palabra no activa, motivo desconocido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such link, code or word</source>
        <translation>Enlace, código o palabra desconocidos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address refused</source>
        <translation>Dirección rechazada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already has this drop reserved</source>
        <translation>Ya tiene este drop reservado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already holds this drop</source>
        <translation>Ya tiene este drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claimed before with another code</source>
        <translation>Ya canjeado con otro código</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No claims left</source>
        <translation>No quedan mints</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service busy</source>
        <translation>Servicio ocupado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No connection</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service error</source>
        <translation>Error del servicio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed after the service took it</source>
        <translation>Falló después de que el servicio lo aceptara</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted to an address nobody owns (the name&apos;s record)</source>
        <translation>Minteado a una dirección que no es de nadie (según el registro del nombre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent, outcome not known yet</source>
        <translation>Enviado, resultado aún desconocido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code of another drop</source>
        <translation>Código de otro drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word for the POAP app only</source>
        <translation>Palabra solo para la app de POAP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A word staff did not choose for this kiosk</source>
        <translation>Una palabra que el personal no eligió para este quiosco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service refused this kiosk&apos;s credentials</source>
        <translation>El servicio rechazó las credenciales de este quiosco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the journal could not be written</source>
        <translation>No enviado: no se pudo escribir el registro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The journal could not be read just now; what is shown may be out of date.</source>
        <translation>No se pudo leer el registro ahora mismo; lo que se muestra puede no estar al día.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Checked only, not minted</source>
        <translation>Solo comprobado, no minteado</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{time} · {how} · {outcome}</source>
        <translation>{time} · {how} · {outcome}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Code or word: {code}</source>
        <translation>Código o palabra: {code}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recipient: {recipient}</source>
        <translation>Destinatario: {recipient}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minted to: {address}</source>
        <translation>Minteado a: {address}</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/journal_page.py" line="+175"/>
        <source>Journal</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every mint attempt, newest first. Recipients are shortened here and in the exported file.</source>
        <translation>Cada intento de mint, del más reciente al más antiguo. Los destinatarios se acortan aquí y en el archivo exportado.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mint attempts</source>
        <translation>Intentos de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest first; tap a row to read it in full below.</source>
        <translation>Los más recientes primero; toca una fila para leerla completa abajo.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Show older attempts</source>
        <translation>Mostrar intentos más antiguos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adds older attempts to the table.</source>
        <translation>Añade intentos más antiguos a la tabla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves every mint attempt in the journal as a CSV file you choose.</source>
        <translation>Guarda cada intento de mint del registro en el archivo CSV que elijas.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Exporting to {path}…</source>
        <translation>Exportando a {path}…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not export to {path}. {problem}</source>
        <translation>No se pudo exportar a {path}. {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The journal was not read yet.</source>
        <translation>Aún no se ha leído el registro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No mint attempts yet.</source>
        <translation>Aún no hay intentos de mint.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Export the journal</source>
        <translation>Exportar el registro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tap a row to read it here in full, with its code.</source>
        <translation>Toca una fila para leerla aquí completa, con su código.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk may not write there. Choose another folder, such as Documents or a USB stick.</source>
        <translation>El quiosco no puede escribir ahí. Elige otra carpeta, como Documentos o una memoria USB.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That folder does not exist. Choose another folder.</source>
        <translation>Esa carpeta no existe. Elige otra carpeta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That name is a folder. Type a file name.</source>
        <translation>Ese nombre es una carpeta. Escribe un nombre de archivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full. Free some space or choose a USB stick.</source>
        <translation>El disco está lleno. Libera espacio o elige una memoria USB.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be written ({reason}).</source>
        <translation>No se pudo escribir el archivo ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal could not be read. Try again; if it keeps failing, restart the kiosk.</source>
        <translation>No se pudo leer el registro. Vuelve a intentarlo; si sigue fallando, reinicia el quiosco.</translation>
    </message>
</context>
<context>
    <name>JournalPage</name>
    <message numerus="yes">
        <location line="-110"/>
        <source>Exported %Ln row(s) to {path}</source>
        <translation>
            <numerusform>%Ln fila exportada a {path}</numerusform>
            <numerusform>%Ln filas exportadas a {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Exported to {path}, but %Ln result(s) the journal cannot write yet are not in the file: export again once it can.</source>
        <translation>
            <numerusform>Exportado a {path}, pero %Ln resultado que el registro aún no puede escribir no está en el archivo: vuelve a exportar cuando pueda.</numerusform>
            <numerusform>Exportado a {path}, pero %Ln resultados que el registro aún no puede escribir no están en el archivo: vuelve a exportar cuando pueda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Showing {shown} of %Ln attempt(s)</source>
        <translation>
            <numerusform>Mostrando {shown} de %Ln intento</numerusform>
            <numerusform>Mostrando {shown} de %Ln intentos</numerusform>
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
        <translation>Muestra el quiosco en este idioma.</translation>
    </message>
</context>
<context>
    <name>MintsChart</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="+52"/>
        <source>%Ln mint(s) in all: a bar for each quarter hour, oldest first.</source>
        <translation>
            <numerusform>%Ln mint en total: una barra por cada cuarto de hora, la más antigua primero.</numerusform>
            <numerusform>%Ln mints en total: una barra por cada cuarto de hora, la más antigua primero.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorArea</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_area.py" line="+56"/>
        <source>Not checked yet.</source>
        <translation>Aún sin comprobar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done.</source>
        <translation>Hecho.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Works, with a warning.</source>
        <translation>Funciona, con una advertencia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still to do or failed.</source>
        <translation>Pendiente o fallido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working…</source>
        <translation>Trabajando…</translation>
    </message>
    <message>
        <location line="+184"/>
        <location line="+2"/>
        <source>Close the kiosk?</source>
        <translation>¿Cerrar el quiosco?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attendees cannot mint here until someone starts the kiosk again. Mints already sent are kept in the journal and followed up at the next start.</source>
        <translation>Los asistentes no podrán mintear aquí hasta que alguien vuelva a iniciar el quiosco. Los mints ya enviados quedan en el registro y se revisan en el próximo inicio.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close the kiosk</source>
        <translation>Cerrar el quiosco</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Closes the kiosk app now.</source>
        <translation>Cierra ahora la aplicación del quiosco.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keeps the kiosk running.</source>
        <translation>El quiosco sigue funcionando.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Next step</source>
        <translation>Siguiente paso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the next step of the setup.</source>
        <translation>Muestra el siguiente paso de la configuración.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the kiosk</source>
        <translation>Volver al quiosco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves the staff area: attendees can mint again.</source>
        <translation>Sale del área del personal: los asistentes pueden volver a mintear.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close app</source>
        <translation>Cerrar la app</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asks first, then closes the kiosk app.</source>
        <translation>Pide confirmación y luego cierra la aplicación del quiosco.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Setup</source>
        <translation>Configuración</translation>
    </message>
</context>
<context>
    <name>OperatorPassPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_pass_page.py" line="+61"/>
        <location line="+48"/>
        <source>Operator pass</source>
        <translation>Tarjeta del personal</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Mint Kiosk — staff pass</source>
        <translation>Mint Kiosk — tarjeta del personal</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scan at the kiosk to open the staff area. Keep it safe; a new pass cancels this one.</source>
        <translation>Escanéala en el quiosco para abrir el área del personal. Guárdala bien; una tarjeta nueva anula esta.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scan this card at the kiosk to open the staff area. Keep it safe; making a new one cancels this one.</source>
        <translation>Escanea esta tarjeta en el quiosco para abrir el área del personal. Guárdala bien; crear una nueva anula esta.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Operator pass QR code</source>
        <translation>Código QR de la tarjeta del personal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan it at the kiosk to open the staff area.</source>
        <translation>Escanéalo en el quiosco para abrir el área del personal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pass to show. A pass printed before the kiosk last started still works, but it cannot be shown again: make a new one to print it (the old card then stops working).</source>
        <translation>No hay tarjeta que mostrar. Una tarjeta impresa antes del último inicio del quiosco sigue funcionando, pero no se puede volver a mostrar: crea una nueva para imprimirla (la antigua dejará de funcionar).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make a new pass</source>
        <translation>Crear una tarjeta nueva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Makes a new pass; the old card stops working.</source>
        <translation>Crea una tarjeta nueva; la antigua deja de funcionar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints the pass on a printer you choose.</source>
        <translation>Imprime la tarjeta en la impresora que elijas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves the pass as a PDF file you choose.</source>
        <translation>Guarda la tarjeta en el archivo PDF que elijas.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Making a new pass…</source>
        <translation>Creando una tarjeta nueva…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New pass made. Print it now: the old card no longer works.</source>
        <translation>Tarjeta nueva creada. Imprímela ahora: la antigua ya no funciona.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save the settings, so the old pass still works. Try again.</source>
        <translation>No se pudieron guardar los ajustes, así que la tarjeta antigua sigue funcionando. Vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not make a new pass. Try again.</source>
        <translation>No se pudo crear una tarjeta nueva. Vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sent to the printer.</source>
        <translation>Enviado a la impresora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not print the pass.</source>
        <translation>No se pudo imprimir la tarjeta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved as {path}.</source>
        <translation>Guardado como {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the file. Choose another folder or a USB stick.</source>
        <translation>No se pudo guardar el archivo. Elige otra carpeta o una memoria USB.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the operator pass</source>
        <translation>Guardar la tarjeta del personal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/options_page.py" line="+146"/>
        <location line="+335"/>
        <source>Type the new PIN twice.</source>
        <translation>Escribe dos veces el PIN nuevo.</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>A PIN is digits only (0 to 9).</source>
        <translation>Un PIN solo lleva cifras (0 a 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+323"/>
        <source>A PIN has {low} to {high} digits.</source>
        <translation>Un PIN tiene de {low} a {high} cifras.</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>The two PINs are not the same: type them again.</source>
        <translation>Los dos PIN no coinciden: vuelve a escribirlos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{file}: no mint links in it (empty, too big or not a text file).</source>
        <translation>{file}: no contiene enlaces de mint (vacío, demasiado grande o no es un archivo de texto).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file}
Links to hand out: {free}</source>
        <translation>{file}
Enlaces por repartir: {free}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claimed already: {count}</source>
        <translation>Ya canjeados: {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of other drops, refused: {count}</source>
        <translation>De otros drops, rechazados: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown to the service: {count}</source>
        <translation>Desconocidos para el servicio: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines without a mint link: {count}</source>
        <translation>Líneas sin enlace de mint: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given more than once: {count}</source>
        <translation>Repetidos: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked yet (no answer): {count}</source>
        <translation>Aún sin comprobar (sin respuesta): {count}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Kiosk options</source>
        <translation>Opciones del quiosco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How attendees may get in, timings, the camera, the language and the operator PIN.</source>
        <translation>Cómo pueden mintear los asistentes, los tiempos, la cámara, el idioma y el PIN del personal.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scan with the camera</source>
        <translation>Escanear con la cámara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may scan their mint QR code.</source>
        <translation>Los asistentes pueden escanear su código QR de mint.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type a mint code</source>
        <translation>Escribir un código de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may type the code of their mint link.</source>
        <translation>Los asistentes pueden escribir el código de su enlace de mint.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say a secret word</source>
        <translation>Decir una palabra secreta</translation>
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
        <translation>Volver al inicio tras</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Seconds without a touch before a page starts over.</source>
        <translation>Segundos sin tocar antes de que una página vuelva a empezar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+313"/>
        <source>Show each result for</source>
        <translation>Mostrar cada resultado durante</translation>
    </message>
    <message>
        <location line="-312"/>
        <source>Seconds a result stays on screen.</source>
        <translation>Segundos que un resultado sigue en pantalla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds</source>
        <translation>Reproducir sonidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sound for each result.</source>
        <translation>Un sonido para cada resultado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour the result screens</source>
        <translation>Colorear las pantallas de resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off, only the result&apos;s icon is coloured.</source>
        <translation>Si está desactivado, solo se colorea el icono del resultado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Large text on the attendee screens</source>
        <translation>Texto grande en las pantallas de los asistentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attendee pages&apos; smaller words a fifth larger.</source>
        <translation>Los textos pequeños de las páginas de asistentes, un quinto más grandes.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Automatic (this computer&apos;s language)</source>
        <translation>Automático (idioma de este ordenador)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The attendee screens and these staff pages switch on leaving the operator area.</source>
        <translation>Las pantallas de los asistentes y estas páginas del personal cambian al salir del área del personal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+188"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="-298"/>
        <location line="+267"/>
        <source>Camera</source>
        <translation>Cámara</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>No longer active: {count}</source>
        <translation>Ya no activos: {count}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Attendees may type the secret word chosen on the Secret word page (with none chosen, the kiosk does not offer it).</source>
        <translation>Los asistentes pueden escribir la palabra secreta elegida en la página «Palabra secreta» (si no hay ninguna elegida, el quiosco no la ofrece).</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The camera that reads QR codes, or a video file or stream.</source>
        <translation>La cámara que lee los códigos QR, o un archivo o flujo de vídeo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+202"/>
        <location line="+209"/>
        <source>Video file or stream URL</source>
        <translation>Archivo de vídeo o URL de flujo</translation>
    </message>
    <message>
        <location line="-407"/>
        <source>Read instead of a camera.</source>
        <translation>Se lee en lugar de una cámara.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look for cameras</source>
        <translation>Buscar cámaras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the cameras connected to this computer.</source>
        <translation>Muestra las cámaras conectadas a este ordenador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mirror the picture</source>
        <translation>Imagen en espejo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The camera picture is shown as in a mirror.</source>
        <translation>La imagen de la cámara se muestra como en un espejo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, PIN to leave</source>
        <translation>Pantalla completa, PIN para salir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the PIN opens the staff area or closes the kiosk.</source>
        <translation>Solo el PIN abre el área del personal o cierra el quiosco.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep mints while offline</source>
        <translation>Guardar mints sin conexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked mint links are sent when the service is back.</source>
        <translation>Los enlaces de mint comprobados se envían cuando vuelve el servicio.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+272"/>
        <source>Warn when fewer codes are left than</source>
        <translation>Avisar si quedan menos códigos que</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>The statistics turn amber below this number.</source>
        <translation>Las estadísticas se ponen en ámbar por debajo de este número.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 12345, 67890</source>
        <translation>p. ej. 12345, 67890</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also accept codes of these drops</source>
        <translation>Aceptar también códigos de estos drops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop ids, separated by commas.</source>
        <translation>Ids de drops, separados por comas.</translation>
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
        <translation>Separación máxima entre teclas</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>Keys typed faster than this are read as a scan.</source>
        <translation>Las teclas pulsadas más rápido que esto se leen como un escaneo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+264"/>
        <source>Shortest code</source>
        <translation>Código más corto</translation>
    </message>
    <message>
        <location line="-263"/>
        <source>Fewer keys than this are not read as a scan.</source>
        <translation>Con menos teclas que esto no se lee como un escaneo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codes end with Enter</source>
        <translation>Los códigos acaban con Intro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A scan is read only when the scanner ends it with Enter.</source>
        <translation>Un escaneo solo se lee si el lector lo termina con Intro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set PIN</source>
        <translation>Fijar el PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Attendees may switch the kiosk to this language.</source>
        <translation>Los asistentes pueden cambiar el quiosco a este idioma.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attendees may switch to</source>
        <translation>Idiomas para los asistentes</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mint here: camera, codes, secret word</source>
        <translation>Mintear aquí: cámara, códigos, palabra secreta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dispenser: a QR for each phone</source>
        <translation>Dispensador: un QR por móvil</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+67"/>
        <source>Hide an unused QR after</source>
        <translation>Ocultar un QR sin usar tras</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Seconds a QR stays up when nobody scans it.</source>
        <translation>Segundos que un QR sigue en pantalla si nadie lo escanea.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+60"/>
        <source>This is kiosk number</source>
        <translation>Número de este quiosco</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Which of the kiosks sharing the drop this is.</source>
        <translation>Cuál de los quioscos que comparten el drop es este.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kiosks sharing the drop</source>
        <translation>Quioscos que comparten el drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many kiosks hand out this drop&apos;s links.</source>
        <translation>Cuántos quioscos reparten los enlaces de este drop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Links: the drop&apos;s (edit code on Mint codes)</source>
        <translation>Enlaces: los del drop (código de edición en Códigos de mint)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Links: a file (links.txt or CSV)</source>
        <translation>Enlaces: un archivo (links.txt o CSV)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a links file…</source>
        <translation>Cargar un archivo de enlaces…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>https://poap.xyz/mint/</source>
        <translation>https://poap.xyz/mint/</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The QR opens</source>
        <translation>El QR abre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The web page a phone opens from the QR; empty: POAP&apos;s.</source>
        <translation>La página web que abre un móvil desde el QR; vacío: la de POAP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>What attendees get</source>
        <translation>Qué reciben los asistentes</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Mint on this kiosk, or show a QR for each phone.</source>
        <translation>Mintear en este quiosco o mostrar un QR para cada móvil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the links come from</source>
        <translation>De dónde vienen los enlaces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s links from the service, or a links file.</source>
        <translation>Los enlaces del drop desde el servicio, o un archivo de enlaces.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+421"/>
        <source>Load a links file</source>
        <translation>Cargar un archivo de enlaces</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>Opens a links.txt or CSV file of mint links.</source>
        <translation>Abre un archivo links.txt o CSV con enlaces de mint.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>of kiosks on this drop</source>
        <translation>Total de quioscos en este drop</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The QR opens (empty: the mint site)</source>
        <translation>El QR abre (vacío: el sitio de mint)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+60"/>
        <source>New PIN</source>
        <translation>PIN nuevo</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>New PIN again</source>
        <translation>Repite el PIN nuevo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saves the new PIN on its own.</source>
        <translation>Guarda solo el PIN nuevo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saves all the same: the mints saved while offline of a drop these options no longer accept are then never sent. If the drops typed or the saved mints changed since, the kiosk counts them again first.</source>
        <translation>Guarda de todos modos: los mints guardados sin conexión de un drop que estas opciones ya no aceptan no se enviarán nunca. Si los drops escritos o los mints guardados cambiaron desde entonces, el quiosco los vuelve a contar primero.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saves every option on this page; the PIN is set on its own.</source>
        <translation>Guarda todas las opciones de esta página; el PIN se fija aparte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attendees may</source>
        <translation>Los asistentes pueden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Operator PIN</source>
        <translation>PIN del personal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Again</source>
        <translation>Otra vez</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Screens</source>
        <translation>Pantallas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Kiosk</source>
        <translation>Quiosco</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also accept codes of drops (ids)</source>
        <translation>Aceptar también códigos de los drops (ids)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>USB scanner</source>
        <translation>Lector USB</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Looking for cameras…</source>
        <translation>Buscando cámaras…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number}</source>
        <translation>Cámara {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cameras found: {count}</source>
        <translation>Cámaras encontradas: {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No camera found: connect one, or use a video file or stream URL.</source>
        <translation>No se ha encontrado ninguna cámara: conecta una o usa un archivo de vídeo o una URL de flujo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking every link of {file}…</source>
        <translation>Comprobando cada enlace de {file}…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Links loaded: press Save.</source>
        <translation>Enlaces cargados: pulsa Guardar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{file} could not be checked: is the kiosk online?</source>
        <translation>No se pudo comprobar {file}: ¿tiene conexión el quiosco?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A PIN is set. Type a new one twice to change it.</source>
        <translation>Hay un PIN fijado. Escribe uno nuevo dos veces para cambiarlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No PIN yet: anyone can open the operator area.</source>
        <translation>Aún no hay PIN: cualquiera puede abrir el área del personal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setting the PIN…</source>
        <translation>Fijando el PIN…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The new PIN is saved.</source>
        <translation>El PIN nuevo está guardado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved: the kiosk uses these options from when you go back to it (Back to the kiosk).</source>
        <translation>Guardado: el quiosco usa estas opciones desde que vuelvas a él (Volver al quiosco).</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Not saved yet: %Ln mint(s) saved while offline are of a drop these options no longer accept. Once saved, they are never sent, and the attendees told “Saved for later” do not get them. Tap Save again to save all the same.</source>
        <translation>
            <numerusform>Aún no guardado: %Ln mint guardado sin conexión es de un drop que estas opciones ya no aceptan. Una vez guardado, nunca se envía, y quien leyó «Guardado para después» no lo recibe. Toca Guardar otra vez para guardar de todos modos.</numerusform>
            <numerusform>Aún no guardado: %Ln mints guardados sin conexión son de un drop que estas opciones ya no aceptan. Una vez guardado, nunca se envían, y quienes leyeron «Guardado para después» no los reciben. Toca Guardar otra vez para guardar de todos modos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The PIN could not be set: type it again.</source>
        <translation>No se pudo fijar el PIN: vuelve a escribirlo.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Attendees need at least one way in: keep the camera, codes or a secret word.</source>
        <translation>Los asistentes necesitan al menos una forma de entrar: deja la cámara, los códigos o una palabra secreta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number} (not found now)</source>
        <translation>Cámara {number} (no encontrada ahora)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{language} (no translation: English)</source>
        <translation>{language} (sin traducción: inglés)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Links (*.txt *.csv);;All files (*)</source>
        <translation>Enlaces (*.txt *.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The kiosk number is one of the kiosks: 1 to {count}.</source>
        <translation>El número de quiosco es uno de los quioscos: de 1 a {count}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load a links file, or use the drop&apos;s links.</source>
        <translation>Carga un archivo de enlaces o usa los enlaces del drop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The QR&apos;s page is a web address (https://…), or empty.</source>
        <translation>La página del QR es una dirección web (https://…) o vacía.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the video file or stream URL, or choose a camera.</source>
        <translation>Escribe el archivo de vídeo o la URL del flujo, o elige una cámara.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop ids are numbers, separated by commas (e.g. 12345, 67890).</source>
        <translation>Los ids de drops son números separados por comas (p. ej. 12345, 67890).</translation>
    </message>
</context>
<context>
    <name>OutOfOrderPage</name>
    <message>
        <location filename="../../kiosk/ui/out_of_order_page.py" line="+24"/>
        <source>Out of order</source>
        <translation>Fuera de servicio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please ask a staff member.</source>
        <translation>Pregunta al personal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sorry, this kiosk cannot mint right now.</source>
        <translation>Lo sentimos, este quiosco no puede mintear ahora.</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="-398"/>
        <source>It&apos;s yours!</source>
        <translation>¡Es tuyo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your collectible is minted. It is in your wallet now.</source>
        <translation>Tu coleccionable está minteado. Ya está en tu billetera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Being written to the chain</source>
        <translation>Escribiéndose en la blockchain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service took your mint and is writing it now. You can go: it appears in your wallet in a few minutes, and staff see it if anything goes wrong.</source>
        <translation>El servicio recibió tu mint y lo está escribiendo. Puedes irte: llegará a tu billetera en unos minutos, y el personal lo verá si algo falla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check your e-mail</source>
        <translation>Mira tu correo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the e-mail we sent you to collect it.</source>
        <translation>Abre el correo que te enviamos para recogerlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code was already used</source>
        <translation>Este código ya se usó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each code works once. Please ask the staff for help.</source>
        <translation>Cada código vale una vez. Pide ayuda al personal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code is no longer active</source>
        <translation>Este código ya no está activo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It has expired. Please ask the staff for help.</source>
        <translation>Ha caducado. Pide ayuda al personal.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>We could not find that code</source>
        <translation>No encontramos ese código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it and try again, or ask the staff for help.</source>
        <translation>Revísalo y vuelve a probar, o pide ayuda al personal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address was not accepted</source>
        <translation>Esa dirección no se aceptó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your wallet address or e-mail and try again.</source>
        <translation>Revisa tu billetera o correo y vuelve a probar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+115"/>
        <source>You already have this one</source>
        <translation>Ya lo tienes</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>This wallet already claimed this collectible before. One per person: if it is not in your wallet soon, ask the staff.</source>
        <translation>Esta billetera ya canjeó este coleccionable antes. Uno por persona: si no aparece pronto en tu billetera, pregunta al personal.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your code was checked, but the kiosk could not finish your mint just now. It finishes it as soon as the service answers again, never twice; staff see if it fails.</source>
        <translation>Tu código se comprobó, pero el quiosco no pudo terminar tu mint ahora mismo. Lo termina en cuanto el servicio vuelva a responder, nunca dos veces; el personal ve si falla.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This e-mail address already has this collectible reserved. One per person.</source>
        <translation>Este coleccionable ya está reservado para esta dirección de correo. Uno por persona.</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>This wallet already holds this collectible. One per person.</source>
        <translation>Esta billetera ya tiene este coleccionable. Uno por persona.</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Not open yet</source>
        <translation>Aún no está abierto</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+213"/>
        <source>It works later. Please ask the staff when.</source>
        <translation>Será válido más tarde. Pregunta al personal cuándo.</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>This secret word is switched off</source>
        <translation>Esta palabra secreta está desactivada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s organiser switched it off for now. Please ask the staff for help.</source>
        <translation>El organizador del drop la ha desactivado por ahora. Pide ayuda al personal.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is not active right now</source>
        <translation>Esta palabra secreta no está activa ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service did not take it just now, so nothing was minted. Please ask the staff for help.</source>
        <translation>El servicio no la aceptó ahora mismo, así que no se minteó nada. Pide ayuda al personal.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Claimed before</source>
        <translation>Ya canjeado</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None left</source>
        <translation>No quedan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word has no collectibles left. Ask the staff.</source>
        <translation>No quedan coleccionables para esta palabra. Pregunta al personal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service is busy</source>
        <translation>El servicio está ocupado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was lost. Please wait a moment and try again.</source>
        <translation>No se ha perdido nada. Espera un poco y vuelve a probar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+167"/>
        <source>No connection right now</source>
        <translation>Sin conexión ahora</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your code was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>El quiosco no llega al servicio de mint: no se minteó nada y tu código no se usó. Vuelve a probar en unos minutos o avisa al personal.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved for later</source>
        <translation>Guardado para después</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not confirmed yet</source>
        <translation>Aún sin confirmar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your mint was sent, but the service has not said yet whether it worked. Please do not try again: ask the staff, they can see how it ends.</source>
        <translation>Tu mint se envió, pero el servicio aún no ha dicho si funcionó. No vuelvas a probar: pregunta al personal, que puede ver cómo acaba.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The mint failed</source>
        <translation>El mint ha fallado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service could not write it to the chain. Nothing was minted. Please ask the staff for help.</source>
        <translation>El servicio no pudo escribirlo en la blockchain. No se minteó nada. Pide ayuda al personal.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sent to an address nobody owns</source>
        <translation>Enviado a una dirección que no es de nadie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name points at an address nobody owns, so the collectible went there and cannot reach you. Please ask the staff for help.</source>
        <translation>Tu nombre apunta a una dirección que no es de nadie, así que el coleccionable fue allí y no puede llegarte. Pide ayuda al personal.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is for another drop</source>
        <translation>Es de otro drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not for today&apos;s collectible. Please ask the staff.</source>
        <translation>No es para el coleccionable de hoy. Pregunta al personal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not taken here</source>
        <translation>Esta palabra secreta no vale aquí</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use this word in the POAP app</source>
        <translation>Úsala en la app de POAP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word works only in the POAP app, not at this kiosk.</source>
        <translation>Esta palabra secreta solo vale en la app de POAP, no aquí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot mint right now</source>
        <translation>El quiosco no puede mintear ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Nothing was sent: your code was not used. Please ask the staff.</source>
        <translation>No se envió nada: tu código no se usó. Pregunta al personal.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The minting service refused this kiosk</source>
        <translation>El servicio de mint rechazó este quiosco</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong</source>
        <translation>Algo ha fallado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please try again, or ask the staff for help.</source>
        <translation>Vuelve a probar o pide ayuda al personal.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+28"/>
        <source>Your request was taken</source>
        <translation>Tu solicitud fue recibida</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The service took it and has not confirmed it yet. You can go: the e-mail to collect it should come soon, and staff see it if anything goes wrong.</source>
        <translation>El servicio la recibió y aún no la ha confirmado. Puedes irte: el correo para recogerlo debería llegar pronto, y el personal lo verá si algo sale mal.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reserved for your e-mail address</source>
        <translation>Reservado para tu correo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service keeps it for your e-mail address. Please ask the staff how to collect it.</source>
        <translation>El servicio lo guarda para tu dirección de correo. Pregunta al personal cómo recogerlo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The service took it and has not confirmed it yet. Please ask the staff how to collect it; they see it if anything goes wrong.</source>
        <translation>El servicio la recibió y aún no la ha confirmado. Pregunta al personal cómo recogerlo; lo verán si algo sale mal.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>We could not find that secret word</source>
        <translation>No encontramos esa palabra secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the spelling: capital and small letters count. Or ask the staff.</source>
        <translation>Revisa cómo se escribe: cuentan mayúsculas y minúsculas. O pregunta al personal.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is no longer active</source>
        <translation>Esta palabra secreta ya no está activa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its time is over. Please ask the staff for help.</source>
        <translation>Su plazo ha terminado. Pide ayuda al personal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not open yet</source>
        <translation>Esta palabra secreta aún no está activa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This was already claimed</source>
        <translation>Ya se canjeó</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Please ask the staff for help.</source>
        <translation>Pide ayuda al personal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your secret word was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>El quiosco no llega al servicio de mint: no se minteó nada y tu palabra secreta no se usó. Vuelve a probar en unos minutos o avisa al personal.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing was sent: your secret word was not used. Please ask the staff.</source>
        <translation>No se envió nada: tu palabra secreta no se usó. Pregunta al personal.</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <location filename="../../kiosk/ui/pin_pad.py" line="+70"/>
        <source>Staff only.
Enter the PIN.</source>
        <translation>Solo personal.
Escribe el PIN.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Goes back without opening the staff area.</source>
        <translation>Vuelve atrás sin abrir el área del personal.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Delete last digit</source>
        <translation>Borrar la última cifra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last digit you typed.</source>
        <translation>Borra la última cifra que escribiste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks the PIN.</source>
        <translation>Comprueba el PIN.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Type the staff PIN, then OK.</source>
        <translation>Escribe el PIN del personal y pulsa OK.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>This staff pass is not valid. Try again in %Ln s.</source>
        <translation>
            <numerusform>Esta tarjeta del personal no es válida. Inténtalo de nuevo en %Ln s.</numerusform>
            <numerusform>Esta tarjeta del personal no es válida. Inténtalo de nuevo en %Ln s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This staff pass is not valid. Enter the PIN.</source>
        <translation>Esta tarjeta del personal no es válida. Introduce el PIN.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong PIN. Try again.</source>
        <translation>PIN incorrecto. Reinténtalo.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Types {digit}.</source>
        <translation>Escribe {digit}.</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>Wrong PIN. Try again in %Ln s.</source>
        <translation>
            <numerusform>PIN incorrecto. Espera %Ln s.</numerusform>
            <numerusform>PIN incorrecto. Espera %Ln s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecipientPage</name>
    <message>
        <location filename="../../kiosk/ui/recipient_page.py" line="+27"/>
        <source>Where should we send it?</source>
        <translation>¿Adónde lo enviamos?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your wallet address, .eth name or e-mail.</source>
        <translation>Tu dirección de billetera, nombre .eth o correo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are getting</source>
        <translation>Vas a recibir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>or scan your wallet QR</source>
        <translation>o escanea tu QR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — type it instead</source>
        <translation>Sin cámara — escríbela</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../../kiosk/ui/result_page.py" line="+52"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A tick: it worked.</source>
        <translation>Una marca: ha funcionado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not final yet</source>
        <translation>Aún no es definitivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A clock: the outcome is not final yet.</source>
        <translation>Un reloj: el resultado aún no es definitivo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not done</source>
        <translation>No completado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross: this attempt minted nothing.</source>
        <translation>Una cruz: este intento no minteó nada.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Sent to {recipient}</source>
        <translation>Enviado a {recipient}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {recipient}</source>
        <translation>Para {recipient}</translation>
    </message>
</context>
<context>
    <name>SecretEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/secret_entry_page.py" line="+19"/>
        <source>Type the secret word</source>
        <translation>Escribe la palabra secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The word announced at this event.</source>
        <translation>La palabra anunciada en este evento.</translation>
    </message>
</context>
<context>
    <name>SecretWordPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/secret_word_page.py" line="+66"/>
        <source>(not given)</source>
        <translation>(no indicado)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>d MMM yyyy, HH:mm</source>
        <translation>d MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Works from {start} to {end}</source>
        <translation>Válida del {start} al {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>active now</source>
        <translation>activa ahora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>switched off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not known whether active now (the service did not say its time)</source>
        <translation>no se sabe si está activa ahora (el servicio no dio su hora)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not active now</source>
        <translation>inactiva ahora</translation>
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
        <translation>Palabra secreta</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Attendees without a mint link can say a secret word at the kiosk. Check a word with the service before using it: words are case-sensitive.</source>
        <translation>Los asistentes sin enlace de mint pueden decir una palabra secreta en el quiosco. Comprueba una palabra con el servicio antes de usarla: importan las mayúsculas y minúsculas.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The word attendees say; upper and lower case differ.</source>
        <translation>La palabra que dicen los asistentes; mayúsculas y minúsculas son distintas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Asks the service about this word.</source>
        <translation>Consulta al servicio sobre esta palabra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use this word at the kiosk</source>
        <translation>Usar esta palabra en el quiosco</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>The word is right. Whether attendees can use it now is not known here: the service did not say its time. It judges the word&apos;s window and the drop&apos;s expiry at each claim.</source>
        <translation>La palabra es correcta. Aquí no se sabe si los asistentes pueden usarla ahora: el servicio no dio su hora. Él comprueba el periodo de la palabra y la caducidad del drop en cada canje.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Check the word first: only a checked word is used.</source>
        <translation>Comprueba primero la palabra: solo se usa una palabra comprobada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk cannot use the checked word: the check says why.</source>
        <translation>El quiosco no puede usar la palabra comprobada: la comprobación dice por qué.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk accepts the checked word from now on; the service judges at each claim whether it works then.</source>
        <translation>El quiosco acepta la palabra comprobada a partir de ahora; el servicio juzga en cada canje si funciona en ese momento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk accepts the checked word from now on, but attendees cannot use it now: the check says why.</source>
        <translation>El quiosco acepta la palabra comprobada a partir de ahora, pero los asistentes no pueden usarla ahora: la comprobación dice por qué.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attendees may type the checked word from now on.</source>
        <translation>A partir de ahora los asistentes pueden escribir la palabra comprobada.</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>No secret word</source>
        <translation>Sin palabra secreta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk no longer accepts a secret word.</source>
        <translation>El quiosco ya no acepta palabra secreta.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The kiosk uses the secret word “{word}”.</source>
        <translation>El quiosco usa la palabra secreta «{word}».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk uses no secret word.</source>
        <translation>El quiosco no usa ninguna palabra secreta.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Asking the service…</source>
        <translation>Consultando al servicio…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drop: {name}</source>
        <translation>Drop: {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This word belongs to another drop: choose that drop first, or another word.</source>
        <translation>Esta palabra es de otro drop: elige primero ese drop, u otra palabra.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This word works only in the POAP app: the kiosk cannot mint with it. Ask for a website secret instead.</source>
        <translation>Esta palabra solo vale en la app de POAP: el quiosco no puede mintear con ella. Pide en su lugar una palabra secreta para web.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but its drop has expired: the service refuses every claim of it.</source>
        <translation>La palabra es correcta, pero su drop ha caducado: el servicio rechaza todo canje con ella.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but it is switched off: it works at no time until the drop&apos;s organiser switches it on again.</source>
        <translation>La palabra es correcta, pero está desactivada: no es válida en ningún momento hasta que el organizador del drop la vuelva a activar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but attendees cannot use it now: see when it works.</source>
        <translation>La palabra es correcta, pero los asistentes no pueden usarla ahora: mira cuándo es válida.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The word is right, but all its claims are used: request more mints.</source>
        <translation>La palabra es correcta, pero ya se han canjeado todos sus mints: pide más mints.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The word is right and works now.</source>
        <translation>La palabra es correcta y funciona ahora.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved: the kiosk accepts this word. Whether attendees can use it now, the service judges at each claim: see above.</source>
        <translation>Guardado: el quiosco acepta esta palabra. Si los asistentes pueden usarla ahora, lo comprueba el servicio en cada canje: mira arriba.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved: the kiosk accepts this word, but attendees cannot use it now: see above.</source>
        <translation>Guardado: el quiosco acepta esta palabra, pero los asistentes no pueden usarla ahora: mira arriba.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved: the kiosk now accepts this word.</source>
        <translation>Guardado: el quiosco ya acepta esta palabra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: the kiosk no longer asks for a secret word.</source>
        <translation>Guardado: el quiosco ya no pide palabra secreta.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: {reason}</source>
        <translation>No guardado: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the secret word first.</source>
        <translation>Escribe primero la palabra secreta.</translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%Ln claim(s) used</source>
        <translation>
            <numerusform>%Ln canje usado</numerusform>
            <numerusform>%Ln canjes usados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{claimed} of %Ln claim(s) used, {left} left</source>
        <translation>
            <numerusform>{claimed} de %Ln canje usado, quedan {left}</numerusform>
            <numerusform>{claimed} de %Ln canjes usados, quedan {left}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+146"/>
        <source>The service refused the kiosk&apos;s credentials. Check them on the Connection page, then use Test connection.</source>
        <translation>El servicio rechazó las credenciales del quiosco. Revísalas en la página Conexión y luego usa Probar la conexión.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service is busy right now: try again in a minute.</source>
        <translation>El servicio está ocupado ahora mismo: vuelve a intentarlo en un minuto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses on the Connection page.</source>
        <translation>No se puede contactar con el servicio. Comprueba la red (wifi, cable, proxy) y las direcciones del servicio en la página Conexión.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in at {address}. Open a web browser on this computer and accept the network&apos;s terms; the kiosk goes on by itself then.</source>
        <translation>La red del lugar responde en lugar del servicio: su wifi pide iniciar sesión en {address}. Abre un navegador web en este ordenador y acepta las condiciones de la red; después el quiosco sigue solo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A web page answered instead of the service: the venue&apos;s Wi-Fi may ask for a sign-in. Open a web browser on this computer and accept the network&apos;s terms; if no sign-in page opens, check the service addresses on the Connection page.</source>
        <translation>Una página web respondió en lugar del servicio: puede que el wifi del lugar pida iniciar sesión. Abre un navegador web en este ordenador y acepta las condiciones de la red; si no se abre ninguna página de inicio de sesión, comprueba las direcciones del servicio en la página Conexión.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service does not know that drop. Check its id or fancy id.</source>
        <translation>El servicio no conoce ese drop. Comprueba su id o su fancy id.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service does not know the chosen drop: choose the drop again.</source>
        <translation>El servicio no conoce el drop elegido: vuelve a elegir el drop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The service does not know that secret word. Words are case-sensitive: check the spelling.</source>
        <translation>El servicio no conoce esa palabra secreta. Importan las mayúsculas y minúsculas: revisa cómo se escribe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The edit code is wrong. It is the six-digit code the drop&apos;s creator chose; ask them.</source>
        <translation>El código de edición es incorrecto. Es el código de seis cifras que eligió quien creó el drop; pídeselo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refused this: {reason}</source>
        <translation>El servicio lo rechazó: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service gave an answer the kiosk does not understand: try again, and check the service address if it keeps happening.</source>
        <translation>El servicio dio una respuesta que el quiosco no entiende: vuelve a intentarlo y, si se repite, revisa la dirección del servicio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>El servicio respondió con un error. Vuelve a intentarlo en un minuto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request reached the service, but its answer was lost: it may have been done. Check before you ask again.</source>
        <translation>La solicitud llegó al servicio, pero su respuesta se perdió: puede que se haya hecho. Compruébalo antes de volver a pedirlo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong on this computer ({error}). Try again; if it keeps failing, run kiosk doctor.</source>
        <translation>Algo falló en este ordenador ({error}). Vuelve a intentarlo; si sigue fallando, ejecuta kiosk doctor.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location line="+11"/>
        <source>The settings could not be saved ({reason}): check the disk, then try again.</source>
        <translation>No se pudieron guardar los ajustes ({reason}): revisa el disco y vuelve a intentarlo.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location line="+11"/>
        <source>Mint Kiosk is already running on this computer; its window was brought to the front.</source>
        <translation>Mint Kiosk ya se está ejecutando en este ordenador; se ha traído su ventana al frente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mint Kiosk is already running on this computer but does not answer. If its window does not appear within a minute, restart the computer.</source>
        <translation>Mint Kiosk ya se está ejecutando en este ordenador, pero no responde. Si su ventana no aparece en un minuto, reinicia el ordenador.</translation>
    </message>
</context>
<context>
    <name>Staff</name>
    <message>
        <location filename="../../kiosk/ui/operator/step_texts.py" line="+29"/>
        <source>Mint codes</source>
        <translation>Códigos de mint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>Palabra secreta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kiosk options</source>
        <translation>Opciones del quiosco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operator pass</source>
        <translation>Tarjeta del personal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Journal</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save the API key, client id and client secret first.</source>
        <translation>Guarda primero la clave API, el client id y el client secret.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the drop this kiosk mints first.</source>
        <translation>Elige primero el drop que mintea este quiosco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set an operator PIN first: kiosk mode locks the screen with it.</source>
        <translation>Fija primero un PIN del personal: el modo quiosco bloquea la pantalla con él.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="-17"/>
        <source>Mints per 15 minutes</source>
        <translation>Mints cada 15 minutos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bar for each quarter hour of the last 4 hours, oldest first.</source>
        <translation>Una barra por cada cuarto de hora de las últimas 4 horas, del más antiguo al más reciente.</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/statistics_page.py" line="+70"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Live counts for the chosen drop; they update while this page is open.</source>
        <translation>Cifras en directo del drop elegido; se actualizan mientras esta página está abierta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Minted</source>
        <translation>Minteados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On their way</source>
        <translation>En camino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved for e-mail</source>
        <translation>Reservados para correo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already claimed</source>
        <translation>Ya canjeados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Fallidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Being checked</source>
        <translation>En comprobación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued offline</source>
        <translation>En cola sin conexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes left</source>
        <translation>Códigos restantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: links left</source>
        <translation>Dispensador: enlaces restantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: shown</source>
        <translation>Dispensador: mostrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: claimed</source>
        <translation>Dispensador: canjeados</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Mints per 15 minutes, last 4 hours (local time)</source>
        <translation>Mints cada 15 minutos, últimas 4 horas (hora local)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Counted while the kiosk is open</source>
        <translation>Contados mientras el quiosco está abierto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dispenser&apos;s last count, without claims elsewhere</source>
        <translation>Último recuento del dispensador, sin canjes en otros sitios</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enter the edit code on the Codes page</source>
        <translation>Escribe el código de edición en la página Códigos de mint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The drop has expired: no code can be minted</source>
        <translation>El drop ha caducado: no se puede mintear ningún código</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None left: request more mints</source>
        <translation>No queda ninguno: pide más mints</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If not expired (the service did not say its date)</source>
        <translation>Si no ha caducado (el servicio no dio su fecha)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than {threshold}: request more mints</source>
        <translation>Menos de {threshold}: pide más mints</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+37"/>
        <source>Counting…</source>
        <translation>Contando…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not check; tries again soon</source>
        <translation>No se pudo comprobar; se reintentará pronto</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mints wait to be sent. Last error: {error}</source>
        <translation>Los mints esperan a enviarse. Último error: {error}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mints wait for the connection; they are sent when it is back.</source>
        <translation>Los mints esperan la conexión; se enviarán cuando vuelva.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <location line="-95"/>
        <source>%Ln failed after the service took them: see the Journal</source>
        <translation>
            <numerusform>%Ln falló después de que el servicio lo aceptara: mira el Registro</numerusform>
            <numerusform>%Ln fallaron después de que el servicio los aceptara: mira el Registro</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TouchKeyboard</name>
    <message>
        <location filename="../../kiosk/ui/touch_keyboard.py" line="+98"/>
        <source>Delete last character</source>
        <translation>Borrar el último carácter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last character you typed.</source>
        <translation>Borra el último carácter que escribiste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removes everything you typed.</source>
        <translation>Borra todo lo que escribiste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sends what you typed.</source>
        <translation>Envía lo que escribiste.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Types {key}.</source>
        <translation>Escribe {key}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>abc</source>
        <translation>abc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Small letters</source>
        <translation>Minúsculas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to small letters.</source>
        <translation>Cambia las teclas de letras a minúsculas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ABC</source>
        <translation>ABC</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capital letters</source>
        <translation>Mayúsculas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to capital letters.</source>
        <translation>Cambia las teclas de letras a mayúsculas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At sign</source>
        <translation>Arroba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dot</source>
        <translation>Punto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyphen</source>
        <translation>Guion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underscore</source>
        <translation>Guion bajo</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../kiosk/ui/welcome_page.py" line="+38"/>
        <source>Get your event collectible</source>
        <translation>Consigue tu coleccionable del evento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scan your mint QR</source>
        <translation>Escanea tu QR de mint</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No camera — type your code instead</source>
        <translation>Sin cámara — escribe tu código</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>No QR code?</source>
        <translation>¿No tienes QR?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>Escribir un código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret word</source>
        <translation>Palabra secreta</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Scan your mint QR code, or choose another way in.</source>
        <translation>Escanea tu código QR de mint o elige otra forma de entrar.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Opens a keyboard to type the code of your mint link.</source>
        <translation>Abre un teclado para escribir el código de tu enlace de mint.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens a keyboard to type the secret word announced at this event.</source>
        <translation>Abre un teclado para escribir la palabra secreta anunciada en este evento.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Scan your mint QR code.</source>
        <translation>Escanea tu código QR de mint.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the code of your mint link, or the secret word announced at this event.</source>
        <translation>Escribe el código de tu enlace de mint o la palabra secreta anunciada en este evento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the code of your mint link.</source>
        <translation>Escribe el código de tu enlace de mint.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the secret word announced at this event.</source>
        <translation>Escribe la palabra secreta anunciada en este evento.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No camera — type the secret word instead</source>
        <translation>Sin cámara — escribe la palabra secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — please ask the staff</source>
        <translation>Sin cámara — pregunta al personal</translation>
    </message>
</context>
</TS>
