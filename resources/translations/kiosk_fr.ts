<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ArtworkView</name>
    <message>
        <location filename="../../kiosk/ui/widgets.py" line="+122"/>
        <source>Artwork</source>
        <translation>Image</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The collectible&apos;s picture.</source>
        <translation>L’image du souvenir.</translation>
    </message>
</context>
<context>
    <name>AttendeePage</name>
    <message>
        <location filename="../../kiosk/ui/attendee_page.py" line="+33"/>
        <source>Start over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Next in line: your code was read. Your turn starts in a moment.</source>
        <translation>Au suivant&#xa0;: votre code a été lu. C’est votre tour dans un instant.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Clears what you typed and goes back to the welcome screen.</source>
        <translation>Efface votre saisie et revient à l’écran d’accueil.</translation>
    </message>
</context>
<context>
    <name>BusyPage</name>
    <message>
        <location filename="../../kiosk/ui/busy_page.py" line="+36"/>
        <source>Getting ready…</source>
        <translation>Préparation…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kiosk opens in a moment.</source>
        <translation>La borne ouvre dans un instant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking your code…</source>
        <translation>Vérification du code…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>This takes a few seconds.</source>
        <translation>Cela prend quelques secondes.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Checking the secret word…</source>
        <translation>Vérification du mot secret…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minting your collectible…</source>
        <translation>Création de votre souvenir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please wait, this can take a little while.</source>
        <translation>Patientez, cela peut prendre un moment.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Almost there…</source>
        <translation>Presque fini…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the blockchain to confirm it.</source>
        <translation>En attente de confirmation de la blockchain.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Working</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turning circle: the kiosk is at work.</source>
        <translation>Un cercle qui tourne&#xa0;: la borne travaille.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Goes back to the welcome screen. It does not stop the mint already asked for.</source>
        <translation>Revient à l’écran d’accueil. Cela n’arrête pas le mint déjà demandé.</translation>
    </message>
</context>
<context>
    <name>CameraView</name>
    <message>
        <location filename="../../kiosk/ui/camera_view.py" line="+39"/>
        <location line="+43"/>
        <source>Hold it steady…</source>
        <translation>Ne bougez plus…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>One code at a time, please: hold only one QR code inside the four corners.</source>
        <translation>Un code à la fois, s’il vous plaît&#xa0;: placez un seul QR code entre les quatre coins.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hold the QR code inside the four corners.</source>
        <translation>Placez le QR code entre les quatre coins.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>One code at a time, please</source>
        <translation>Un code à la fois, s’il vous plaît</translation>
    </message>
</context>
<context>
    <name>ChecksPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/checks_page.py" line="+36"/>
        <source>Passed.</source>
        <translation>Réussi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed, with a warning.</source>
        <translation>Réussi, avec un avertissement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed.</source>
        <translation>Échec.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+8"/>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Checks the settings, the keyring, the credentials, the service, the chosen drop and the camera, one after another, and says what to do about each problem.</source>
        <translation>Vérifie l’un après l’autre les réglages, le trousseau de clés, les identifiants, le service, le drop choisi et la caméra, et indique que faire pour chaque problème.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Runs every check; a line for each appears below.</source>
        <translation>Lance toutes les vérifications&#xa0;; une ligne par vérification apparaît ci-dessous.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%Ln check(s) failed: see the red lines.</source>
        <translation>
            <numerusform>%Ln vérification a échoué&#xa0;: voir la ligne rouge.</numerusform>
            <numerusform>%Ln vérifications ont échoué&#xa0;: voir les lignes rouges.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All checks passed, with warnings.</source>
        <translation>Toutes les vérifications ont réussi, avec des avertissements.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>Toutes les vérifications ont réussi.</translation>
    </message>
</context>
<context>
    <name>CodeEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/code_entry_page.py" line="+18"/>
        <source>Type your code</source>
        <translation>Tapez votre code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six letters or digits; capital or small letters both work. Zero and the letter O are different, as are one, I and L.</source>
        <translation>Six lettres ou chiffres&#xa0;; majuscules ou minuscules, peu importe. Le zéro et la lettre O sont différents, de même que le un, le I et le L.</translation>
    </message>
</context>
<context>
    <name>CodesPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/codes_page.py" line="+71"/>
        <source>Mint links (codes)</source>
        <translation>Liens de mint (codes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word claims</source>
        <translation>Mints par mot secret</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Website claims</source>
        <translation>Mints via le site web</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+73"/>
        <source>Mint codes</source>
        <translation>Codes de mint</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Type the drop&apos;s six-digit edit code (you got it when the drop was created) to see its mint codes and how many are left, or to ask for more.</source>
        <translation>Saisissez le code de modification à six chiffres du drop (reçu lors de sa création) pour voir ses codes de mint et combien il en reste, ou pour en demander d’autres.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+336"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location line="-335"/>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+103"/>
        <source>Request more mints</source>
        <translation>Demander plus de mints</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+30"/>
        <source>Edit code</source>
        <translation>Code de modification</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The six digits you got when the drop was created.</source>
        <translation>Les six chiffres reçus lors de la création du drop.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the edit code</source>
        <translation>Afficher le code de modification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides the digits typed.</source>
        <translation>Affiche ou masque les chiffres saisis.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Asks the service for the drop&apos;s mint codes with this edit code.</source>
        <translation>Demande au service les codes de mint du drop avec ce code de modification.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Each mint code of the drop and whether it is claimed.</source>
        <translation>Chaque code de mint du drop et s’il a été utilisé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mint code</source>
        <translation>Code de mint</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+23"/>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The kind of mints to ask for.</source>
        <translation>Le type de mints à demander.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+22"/>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>How many more mints to ask for.</source>
        <translation>Combien de mints supplémentaires demander.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sends the request; the service&apos;s team reviews it.</source>
        <translation>Envoie la demande&#xa0;; l’équipe du service l’examine.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose a drop first: its mint codes are shown here.</source>
        <translation>Choisissez d’abord un drop&#xa0;: ses codes de mint s’affichent ici.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Asking the service…</source>
        <translation>Interrogation du service…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln mint code(s): {claimed} claimed; the drop has expired, none can be minted</source>
        <translation>
            <numerusform>%Ln code de mint&#xa0;: {claimed} utilisé(s)&#xa0;; le drop a expiré, aucun ne peut être minté</numerusform>
            <numerusform>%Ln codes de mint&#xa0;: {claimed} utilisé(s)&#xa0;; le drop a expiré, aucun ne peut être minté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left if the drop has not expired (the service did not say its date)</source>
        <translation>
            <numerusform>%Ln code de mint&#xa0;: {claimed} utilisé(s), {left} restant(s) si le drop n’a pas expiré (le service n’a pas donné sa date)</numerusform>
            <numerusform>%Ln codes de mint&#xa0;: {claimed} utilisé(s), {left} restant(s) si le drop n’a pas expiré (le service n’a pas donné sa date)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left</source>
        <translation>
            <numerusform>%Ln code de mint&#xa0;: {claimed} utilisé(s), {left} restant(s)</numerusform>
            <numerusform>%Ln codes de mint&#xa0;: {claimed} utilisé(s), {left} restant(s)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Claimed</source>
        <translation>Utilisé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not claimed yet</source>
        <translation>Pas encore utilisé</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Edit code accepted. It is kept in this computer&apos;s keyring, so the statistics can count the codes left.</source>
        <translation>Code de modification accepté. Il est conservé dans le trousseau de clés de cet ordinateur, pour que les statistiques puissent compter les codes restants.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit code accepted. This computer has no keyring, so it is kept only until the kiosk closes: you will be asked again after a restart.</source>
        <translation>Code de modification accepté. Cet ordinateur n’a pas de trousseau de clés, il n’est donc conservé que jusqu’à la fermeture de la borne&#xa0;: il vous sera redemandé après un redémarrage.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Using the edit code kept on this computer.</source>
        <translation>Utilisation du code de modification conservé sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That edit code is not right for this drop. Check the six digits you got when the drop was created, and that the right drop is chosen.</source>
        <translation>Ce code de modification ne correspond pas à ce drop. Vérifiez les six chiffres reçus lors de la création du drop, et que le bon drop est choisi.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Request #{id} sent, but the drop has expired: the service refuses every claim of it, the new ones too. Its organiser can move the expiry date.</source>
        <translation>Demande n° {id} envoyée, mais le drop a expiré&#xa0;: le service refuse tout mint de ce drop, les nouveaux aussi. Son organisateur peut reporter la date d’expiration.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Request #{id} sent: the claims are added to the drop&apos;s secret word, not to these mint codes, once the service approves it. Check the word on the Secret word page.</source>
        <translation>Demande n° {id} envoyée&#xa0;: les mints s’ajoutent au mot secret du drop, pas à ces codes de mint, une fois que le service l’approuve. Vérifiez le mot sur la page «&#xa0;Mot secret&#xa0;».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Request #{id} sent, but the mint codes could not be read again, so the kiosk cannot tell whether the new ones are made yet. Open this page again in a minute to see them.</source>
        <translation>Demande n° {id} envoyée, mais les codes de mint n’ont pas pu être relus&#xa0;: la borne ne peut pas savoir si les nouveaux sont déjà créés. Rouvrez cette page dans une minute pour les voir.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} done: the service made the new mint links at once. Mint codes listed before: {before}; now: {now}.</source>
        <translation>Demande n° {id} traitée&#xa0;: le service a créé les nouveaux liens de mint aussitôt. Codes de mint listés avant&#xa0;: {before}&#xa0;; maintenant&#xa0;: {now}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} sent: it will be reviewed by the service&apos;s team, and the new mints appear here once it is approved.</source>
        <translation>Demande n° {id} envoyée&#xa0;: l’équipe du service va l’examiner, et les nouveaux mints apparaîtront ici une fois approuvée.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Check the edit code first.</source>
        <translation>Vérifiez d’abord le code de modification.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>An edit code is six digits: the one you got when the drop was created.</source>
        <translation>Un code de modification compte six chiffres&#xa0;: celui reçu lors de la création du drop.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
</context>
<context>
    <name>Connection</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+321"/>
        <source>The kiosk is offline</source>
        <translation>La borne est hors ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minting is paused for now. Please try again in a few minutes.</source>
        <translation>Les mints sont en pause. Réessayez dans quelques minutes.</translation>
    </message>
</context>
<context>
    <name>ConnectionPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/connection_page.py" line="+69"/>
        <source>Service address (base URL)</source>
        <translation>Adresse du service (URL de base)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token issuer address (auth URL)</source>
        <translation>Adresse de l’émetteur de jetons (URL d’auth.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mint site address</source>
        <translation>Adresse du site de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>Clé API</translation>
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
        <translation>Émis par le service de mint&#xa0;; conservé dans le trousseau de clés, jamais affiché.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A web address starting with https://.</source>
        <translation>Une adresse web commençant par https://.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials are kept in this computer&apos;s keyring.</source>
        <translation>Les identifiants sont conservés dans le trousseau de clés de cet ordinateur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The credentials come from environment variables.</source>
        <translation>Les identifiants proviennent de variables d’environnement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The credentials come partly from environment variables, the rest from the keyring.</source>
        <translation>Les identifiants proviennent en partie de variables d’environnement, le reste du trousseau de clés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No credentials are saved yet.</source>
        <translation>Aucun identifiant n’est encore enregistré.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some credentials are missing: type them below, or set their environment variables.</source>
        <translation>Il manque des identifiants&#xa0;: saisissez-les ci-dessous, ou définissez leurs variables d’environnement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials typed last are used until the kiosk closes: the keyring did not keep them.</source>
        <translation>Les derniers identifiants saisis sont utilisés jusqu’à la fermeture de la borne&#xa0;: le trousseau ne les a pas gardés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring, so credentials cannot be saved here: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Cet ordinateur n’a pas de trousseau de clés, les identifiants ne peuvent donc pas être enregistrés ici&#xa0;: mettez-les dans les variables d’environnement KIOSK_API_KEY, KIOSK_CLIENT_ID et KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This computer has no keyring to keep the credentials. Set the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET and start the kiosk again, or install a keyring (GNOME Keyring, KWallet). Credentials typed here work only until the kiosk closes.</source>
        <translation>Cet ordinateur n’a pas de trousseau de clés pour conserver les identifiants. Définissez les variables d’environnement KIOSK_API_KEY, KIOSK_CLIENT_ID et KIOSK_CLIENT_SECRET et redémarrez la borne, ou installez un trousseau de clés (GNOME Keyring, KWallet). Les identifiants saisis ici ne valent que jusqu’à la fermeture de la borne.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The addresses of the minting service and the credentials it issued you. Secrets go to this computer&apos;s keyring, never to the settings file.</source>
        <translation>Les adresses du service de mint et les identifiants qu’il vous a fournis. Les secrets vont dans le trousseau de clés de cet ordinateur, jamais dans le fichier de réglages.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the {0}</source>
        <translation>Afficher&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides what is typed.</source>
        <translation>Affiche ou masque la saisie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checks the addresses, then saves them and the credentials.</source>
        <translation>Vérifie les adresses, puis les enregistre avec les identifiants.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved. Leave empty to keep it.</source>
        <translation>Enregistré. Laissez vide pour le conserver.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>from the environment variable {0}</source>
        <translation>depuis la variable d’environnement {0}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved. Next: Test connection.</source>
        <translation>Enregistré. Étape suivante&#xa0;: Tester la connexion.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Addresses saved. No keyring could keep the credentials (there is none, or it is locked), so they are used only until the kiosk closes: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Adresses enregistrées. Aucun trousseau de clés n’a pu conserver les identifiants (il n’y en a pas, ou il est verrouillé)&#xa0;: ils ne servent donc que jusqu’à la fermeture de la borne. Mettez-les dans les variables d’environnement KIOSK_API_KEY, KIOSK_CLIENT_ID et KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+10"/>
        <source>Enter the {0}.</source>
        <translation>Renseignez le champ «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The {0} must be a web address starting with https:// (or http:// for a test service).</source>
        <translation>Le champ «&#xa0;{0}&#xa0;» doit être une adresse web commençant par https:// (ou http:// pour un service de test).</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message>
        <location filename="../../kiosk/ui/countdown_overlay.py" line="+46"/>
        <source>Still there?</source>
        <translation>Toujours là&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap to continue</source>
        <translation>Touchez pour continuer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Still there? Tap to continue</source>
        <translation>Toujours là&#xa0;? Touchez pour continuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap anywhere to keep this page.</source>
        <translation>Touchez n’importe où pour rester sur cette page.</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>Otherwise the kiosk starts over in %Ln s.</source>
        <translation>
            <numerusform>Sinon, la borne recommence dans %Ln s.</numerusform>
            <numerusform>Sinon, la borne recommence dans %Ln s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DispenserPage</name>
    <message>
        <location filename="../../kiosk/ui/dispenser_page.py" line="+74"/>
        <source>Getting the collectibles ready…</source>
        <translation>Préparation des souvenirs…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+108"/>
        <source>Tap for your collectible</source>
        <translation>Touchez pour votre souvenir</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>You get a QR code to scan with your phone camera.</source>
        <translation>Vous recevez un QR code à scanner avec votre téléphone.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One moment…</source>
        <translation>Un instant…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan with your phone camera</source>
        <translation>Scannez avec votre téléphone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then mint it on the page your phone opens.</source>
        <translation>Puis mintez-le sur la page qui s’ouvre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All collectibles are handed out — thank you</source>
        <translation>Tous les souvenirs sont distribués — merci</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This drop has expired</source>
        <translation>Ce drop a expiré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its collectibles can no longer be minted.</source>
        <translation>Ses souvenirs ne peuvent plus être mintés.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No collectibles to hand out right now</source>
        <translation>Aucun souvenir à distribuer pour l’instant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please ask a member of staff.</source>
        <translation>Adressez-vous au personnel.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service is busy</source>
        <translation>Le service est occupé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk is offline</source>
        <translation>La borne est hors ligne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your phone mints over its own connection: keep its internet on.</source>
        <translation>Votre téléphone minte via sa propre connexion&#xa0;: gardez Internet activé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No code can be checked now. Please try again in a minute.</source>
        <translation>Impossible de vérifier un code pour l’instant. Réessayez dans une minute.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Shows a QR code to scan with your phone.</source>
        <translation>Affiche un QR code à scanner avec votre téléphone.</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <location filename="../../kiosk/ui/doctor_texts.py" line="+21"/>
        <source>Settings file</source>
        <translation>Fichier de réglages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyring for secrets</source>
        <translation>Trousseau de clés pour les secrets</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credentials (API key, client id, client secret)</source>
        <translation>Identifiants (clé API, client id, client secret)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access token from the token issuer</source>
        <translation>Jeton d’accès de l’émetteur de jetons</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minting calls accepted (API key and token together)</source>
        <translation>Appels de mint acceptés (clé API et jeton ensemble)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API key accepted by the service</source>
        <translation>Clé API acceptée par le service</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen drop reachable</source>
        <translation>Drop choisi joignable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser lists the drop&apos;s mint links (edit code)</source>
        <translation>Le distributeur liste les liens de mint du drop (code de modification)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser&apos;s links file holds mint links</source>
        <translation>Le fichier de liens du distributeur contient des liens de mint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Camera gives a picture</source>
        <translation>La caméra donne une image</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints that failed after the service accepted them</source>
        <translation>Mints échoués après acceptation par le service</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints sent whose end the service has not told yet</source>
        <translation>Mints envoyés dont le service n’a pas encore dit l’issue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints saved for later of a drop this kiosk does not take</source>
        <translation>Mints gardés pour plus tard d’un drop que cette borne ne prend pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints on their way long after the service took them</source>
        <translation>Mints en route longtemps après leur prise en charge par le service</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mint journal can be written</source>
        <translation>Le journal des mints peut être écrit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No settings saved yet: the defaults are used. Run the setup to save them.</source>
        <translation>Aucun réglage enregistré&#xa0;: les valeurs par défaut sont utilisées. Lancez la configuration pour les enregistrer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file is damaged (cut off, perhaps by a power cut). At its next start the kiosk keeps it aside, renamed with the date and time, and starts with the default settings: set it up again then, copying what you need from the old file.</source>
        <translation>Le fichier de réglages est endommagé (tronqué, peut-être par une coupure de courant). À son prochain démarrage, la borne le met de côté, renommé avec la date et l’heure, et démarre avec les réglages par défaut&#xa0;: configurez-le alors à nouveau, en reprenant ce qu’il vous faut de l’ancien fichier.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file cannot be read, so at its next start the kiosk uses the default settings. Check that this user may read and write it.</source>
        <translation>Le fichier de réglages ne peut pas être lu&#xa0;: à son prochain démarrage, la borne utilisera les réglages par défaut. Vérifiez que cet utilisateur peut le lire et l’écrire.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring: put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET. The access token is kept in memory only.</source>
        <translation>Cet ordinateur n’a pas de trousseau de clés&#xa0;: mettez les identifiants dans les variables d’environnement KIOSK_API_KEY, KIOSK_CLIENT_ID et KIOSK_CLIENT_SECRET. Le jeton d’accès n’est gardé qu’en mémoire.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keyring is locked, so the kiosk cannot keep or read its credentials there. Log in to this computer&apos;s desktop, or unlock the login keyring, then test again. Credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET work without it.</source>
        <translation>Le trousseau de clés est verrouillé&#xa0;: la borne ne peut pas y conserver ni y lire ses identifiants. Ouvrez une session sur le bureau de cet ordinateur, ou déverrouillez le trousseau de connexion, puis testez à nouveau. Les identifiants placés dans les variables d’environnement KIOSK_API_KEY, KIOSK_CLIENT_ID et KIOSK_CLIENT_SECRET fonctionnent sans lui.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The keyring refused to keep a test entry, so credentials saved there may be lost. Log out and in again, or restart the computer, then test again. If it keeps failing, put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Le trousseau de clés a refusé de conserver une entrée de test&#xa0;: les identifiants qui y sont enregistrés risquent d’être perdus. Fermez puis rouvrez la session, ou redémarrez l’ordinateur, puis testez à nouveau. Si l’échec persiste, mettez les identifiants dans les variables d’environnement KIOSK_API_KEY, KIOSK_CLIENT_ID et KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Credentials are missing. Set KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET, or enter them in the setup (stored in the keyring).</source>
        <translation>Identifiants manquants. Définissez KIOSK_API_KEY, KIOSK_CLIENT_ID et KIOSK_CLIENT_SECRET, ou saisissez-les dans la configuration (conservés dans le trousseau de clés).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not checked: fix the problem above first.</source>
        <translation>Non vérifié&#xa0;: corrigez d’abord le problème ci-dessus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The token issuer refused the client id or secret, or the auth address is wrong. Check both against what the service issued you.</source>
        <translation>L’émetteur de jetons a refusé le client id ou le secret, ou l’adresse d’auth. est fausse. Comparez les deux avec ce que le service vous a fourni.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer gives no tokens for this service address: check the service address against what the service issued you (the client id and secret are not in question).</source>
        <translation>L’émetteur de jetons n’en délivre pas pour cette adresse du service&#xa0;: comparez l’adresse du service avec ce que le service vous a fourni (le client id et le secret ne sont pas en cause).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service address answers &quot;not found&quot; for the service&apos;s calls: check it against what the service issued you (a path too many or too few).</source>
        <translation>L’adresse du service répond «&#xa0;introuvable&#xa0;» aux appels du service&#xa0;: comparez-la avec ce que le service vous a fourni (un élément de chemin en trop ou en moins).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer&apos;s address answers &quot;not found&quot; for token requests: nothing issues tokens there, so the client id and secret were not checked. Check the address against what the service issued you (the kiosk adds /oauth/token to it).</source>
        <translation>L’adresse de l’émetteur de jetons répond «&#xa0;introuvable&#xa0;» aux demandes de jeton&#xa0;: personne n’y délivre de jetons, donc le client id et le secret n’ont pas été vérifiés. Comparez l’adresse avec ce que le service vous a fourni (le kiosque y ajoute /oauth/token).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service refused the API key. Check it; a new key can take up to a day to work.</source>
        <translation>Le service a refusé la clé API. Vérifiez-la&#xa0;; une nouvelle clé peut mettre jusqu’à un jour à fonctionner.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refuses the token the issuer gave, even a fresh one: the client id and secret do not belong to this API key. Ask the service for a matching set.</source>
        <translation>Le service refuse le jeton fourni par l’émetteur, même un jeton neuf&#xa0;: le client id et le secret ne correspondent pas à cette clé API. Demandez au service un jeu d’identifiants cohérent.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses in the settings.</source>
        <translation>Le service est injoignable. Vérifiez le réseau (Wi-Fi, câble, proxy) et les adresses du service dans les réglages.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in (at the address above, when it names one). Open a web browser on this computer, accept the network&apos;s terms, then test again. If no sign-in page opens, check the service addresses in the settings.</source>
        <translation>Le réseau du lieu répond à la place du service&#xa0;: son Wi-Fi demande une connexion (à l’adresse ci-dessus, s’il en donne une). Ouvrez un navigateur web sur cet ordinateur, acceptez les conditions du réseau, puis testez de nouveau. Si aucune page de connexion ne s’ouvre, vérifiez les adresses du service dans les réglages.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A web page answered at the address above, not the service: the venue&apos;s Wi-Fi may ask for a sign-in, or the address is not the service&apos;s (a web site, a typo). This says nothing of the credentials. Open a web browser on this computer: if a sign-in page opens, accept the network&apos;s terms and test again; if none does, check the service addresses in the settings.</source>
        <translation>Une page web a répondu à l’adresse ci-dessus, pas le service&#xa0;: le Wi-Fi du lieu demande peut-être une connexion, ou l’adresse n’est pas celle du service (un site web, une faute de frappe). Cela ne dit rien des identifiants. Ouvrez un navigateur web sur cet ordinateur&#xa0;: si une page de connexion s’ouvre, acceptez les conditions du réseau et testez à nouveau&#xa0;; sinon, vérifiez les adresses du service dans les réglages.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The address in the settings answers with a redirect to the address above: the service is not where the settings say (http for https, or a path changed). The kiosk does not follow it. Check the address against what the service issued you, put the right one in the settings, then test again.</source>
        <translation>L’adresse des réglages répond par une redirection vers l’adresse ci-dessus&#xa0;: le service n’est pas là où le disent les réglages (http au lieu de https, ou un chemin changé). Le kiosque ne la suit pas. Comparez l’adresse avec ce que le service vous a fourni, mettez la bonne dans les réglages, puis testez à nouveau.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>Le service a répondu par une erreur. Réessayez dans une minute.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No drop is chosen yet, so the kiosk cannot open for attendees. Start the kiosk, and on the Drop page of the setup choose the drop to mint.</source>
        <translation>Aucun drop n’est encore choisi&#xa0;: la borne ne peut pas ouvrir aux participants. Lancez la borne et, sur la page Drop de la configuration, choisissez le drop à minter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service does not know the chosen drop. Check its id in the setup.</source>
        <translation>Le service ne connaît pas le drop choisi. Vérifiez son id dans la configuration.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chosen drop has expired, so the service refuses every mint of it. Choose another drop, or ask its organiser to move its expiry date.</source>
        <translation>Le drop choisi a expiré, le service refuse donc tout mint de ce drop. Choisissez un autre drop, ou demandez à son organisateur de repousser sa date d’expiration.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service accepted these mints, then reported them failed: the attendees have no collectible. The Journal page lists them with their codes and reason.</source>
        <translation>Le service a accepté ces mints, puis les a signalés en échec&#xa0;: les participants n’ont pas de souvenir. La page Journal les liste avec leur code et la raison.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service has not said yet whether these mints worked (Being checked or Sending on the Journal page): their attendees may have no collectible. The kiosk asks again while it runs; the Journal page lists them with their codes and last error, to follow up those that stay.</source>
        <translation>Le service n’a pas encore dit si ces mints ont réussi («&#xa0;En vérification&#xa0;» ou «&#xa0;Envoi&#xa0;» sur la page Journal)&#xa0;: leurs participants n’ont peut-être aucun objet de collection. La borne redemande tant qu’elle tourne&#xa0;; la page Journal les liste avec leurs codes et leur dernière erreur, pour suivre ceux qui restent.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attendees were told these mints are saved for later, but they are of a drop the kiosk no longer takes: its queue fails them as another drop&apos;s and never sends them. To send them, choose their drop again on the Drop page, or add it to &quot;Also accept codes of drops&quot; in Kiosk options, before the kiosk starts.</source>
        <translation>On a dit aux participants que ces mints étaient gardés pour plus tard, mais ils sont d’un drop que la borne ne prend plus&#xa0;: sa file les fait échouer comme d’un autre drop et ne les envoie jamais. Pour les envoyer, choisissez de nouveau leur drop sur la page Drop, ou ajoutez-le à «&#xa0;Accepter aussi les codes des drops&#xa0;» dans Options de la borne, avant que la borne démarre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service took these mints more than {0} minutes ago and has not minted them: their transaction stays pending (the chain takes a minute or two) or ended otherwise, while their attendees were told the collectible is on its way. The Journal page lists them (On its way) with their codes: follow them up with the drop&apos;s organiser or the service&apos;s support.</source>
        <translation>Le service a pris ces mints il y a plus de {0} minutes et ne les a pas mintés&#xa0;: leur transaction reste en attente (la chaîne prend une minute ou deux) ou s’est terminée autrement, alors qu’on a dit à leurs participants que l’objet de collection était en route. La page Journal les liste (En route) avec leurs codes&#xa0;: voyez-les avec l’organisateur du drop ou le support du service.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside. Until then this kiosk only reads it and mints nothing.</source>
        <translation>Le journal a été écrit par une version plus récente de Mint Kiosk&#xa0;; réinstallez cette version ou déplacez le fichier. D’ici là, cette borne se contente de le lire et ne minte rien.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot write its journal, so it mints nothing (each mint is written down before it is sent). Free some space on this computer, or make the data folder writable for this user; minting goes on by itself once it can write.</source>
        <translation>La borne ne peut pas écrire son journal, elle ne minte donc rien (chaque mint est noté avant d’être envoyé). Libérez de l’espace sur cet ordinateur, ou rendez le dossier de données accessible en écriture pour cet utilisateur&#xa0;; les mints reprennent d’eux-mêmes dès qu’elle peut écrire.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The journal is damaged. When it starts, the kiosk moves it aside and begins a new one: mints saved in it for later are not sent then. Keep a copy of the file: it still holds them.</source>
        <translation>Le journal est endommagé. À son démarrage, la borne le met de côté et en commence un nouveau&#xa0;: les mints qui y sont gardés pour plus tard ne sont alors pas envoyés. Gardez une copie du fichier&#xa0;: il les contient encore.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk cannot create its journal there, so it would mint nothing (each mint is written down before it is sent). The data folder must be one this user can make and write: not on a read-only or full disk, and no file in its place.</source>
        <translation>La borne ne peut pas créer son journal à cet endroit, elle ne minterait donc rien (chaque mint est noté avant d’être envoyé). Le dossier de données doit pouvoir être créé et écrit par cet utilisateur&#xa0;: pas sur un disque en lecture seule ou plein, et aucun fichier à sa place.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edit code is kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the drop&apos;s edit code on the Mint codes page (on a computer without a keyring, again after each start).</source>
        <translation>Aucun code de modification n’est gardé pour le drop choisi, le distributeur ne peut donc pas lister ses liens de mint et n’affiche aucun QR code. Saisissez le code de modification du drop sur la page «&#xa0;Codes de mint&#xa0;» (sur un ordinateur sans trousseau de clés, à nouveau après chaque démarrage).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service refused the edit code kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the right edit code on the Mint codes page.</source>
        <translation>Le service a refusé le code de modification gardé pour le drop choisi, le distributeur ne peut donc pas lister ses liens de mint et n’affiche aucun QR code. Saisissez le bon code de modification sur la page «&#xa0;Codes de mint&#xa0;».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service lists no unclaimed mint link of the chosen drop for this kiosk, so the dispenser shows no QR code. Request more mints on the Mint codes page.</source>
        <translation>Le service ne liste aucun lien de mint inutilisé du drop choisi pour cette borne, le distributeur n’affiche donc aucun QR code. Demandez plus de mints sur la page «&#xa0;Codes de mint&#xa0;».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dispenser&apos;s links file is not there or cannot be read, so it shows no QR code. Load the links file again on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>Le fichier de liens du distributeur est introuvable ou illisible, il n’affiche donc aucun QR code. Chargez à nouveau le fichier de liens sur la page «&#xa0;Options de la borne&#xa0;», ou utilisez les liens du drop.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dispenser&apos;s links file holds no mint link it can use (empty, too big, or not text), so it shows no QR code. Load a links.txt or CSV file of the drop&apos;s mint links on the Kiosk options page.</source>
        <translation>Le fichier de liens du distributeur ne contient aucun lien de mint utilisable (vide, trop gros ou pas du texte), il n’affiche donc aucun QR code. Chargez un fichier links.txt ou CSV des liens de mint du drop sur la page «&#xa0;Options de la borne&#xa0;».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service says none of the mint links this kiosk takes from the dispenser&apos;s links file can be minted now (claimed already, of another drop, or switched off), so it shows no QR code. Load a file of the drop&apos;s unclaimed links on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>Selon le service, aucun des liens de mint que cette borne prend dans le fichier de liens du distributeur ne peut être minté maintenant (déjà utilisé, d’un autre drop ou désactivé), il n’affiche donc aucun QR code. Chargez un fichier des liens non utilisés du drop sur la page «&#xa0;Options de la borne&#xa0;», ou utilisez les liens du drop.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera gave no picture. Check its cable, close other programs that use it, or choose another camera in the options.</source>
        <translation>La caméra ne donne aucune image. Vérifiez son câble, fermez les autres programmes qui l’utilisent, ou choisissez une autre caméra dans les options.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The camera sees only one colour, so it cannot read a QR code: is its shutter closed or its lens covered? Open it, then test again.</source>
        <translation>La caméra ne voit qu’une seule couleur et ne peut donc lire aucun code QR&#xa0;: son cache est-il fermé ou son objectif couvert&#xa0;? Ouvrez-le, puis testez à nouveau.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} check(s) failed, {1} need(s) attention (WARN).</source>
        <translation>Vérifications en échec&#xa0;: {0}&#xa0;; à surveiller (WARN)&#xa0;: {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} check(s) failed.</source>
        <translation>Vérifications en échec&#xa0;: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No check failed, but {0} need(s) attention: read the WARN lines above.</source>
        <translation>Aucune vérification en échec, mais à surveiller&#xa0;: {0}. Lisez les lignes WARN ci-dessus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>Toutes les vérifications ont réussi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file was damaged (cut off, perhaps by a power cut), so the kiosk started with the default settings: set it up again. The old file is kept for you to copy from: {0}</source>
        <translation>Le fichier de réglages était endommagé (tronqué, peut-être par une coupure de courant)&#xa0;: la borne a démarré avec les réglages par défaut. Configurez-la à nouveau. L’ancien fichier est conservé pour que vous puissiez y reprendre des éléments&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file {0} is damaged and could not be moved aside, so the kiosk started with the default settings. Saving the setup replaces it: copy it first if you need anything from it.</source>
        <translation>Le fichier de réglages {0} est endommagé et n’a pas pu être déplacé&#xa0;: la borne a démarré avec les réglages par défaut. Enregistrer la configuration le remplace&#xa0;: copiez-le d’abord si vous en avez besoin.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file {0} cannot be read, so the kiosk started with the default settings. Check that this user may read and write it.</source>
        <translation>Le fichier de réglages {0} est illisible&#xa0;: la borne a démarré avec les réglages par défaut. Vérifiez que cet utilisateur peut le lire et l’écrire.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was damaged, so the kiosk moved it aside and began a new one. Mints saved in it for later (no connection at the time) were not sent, and its rows are not on the Journal page. The old file is kept: {0}</source>
        <translation>Le journal était endommagé&#xa0;: la borne l’a mis de côté et en a commencé un nouveau. Les mints qui y étaient gardés pour plus tard (sans connexion à ce moment-là) n’ont pas été envoyés, et ses lignes ne sont pas sur la page Journal. L’ancien fichier est conservé&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside ({0}), then start the kiosk again. Until then this kiosk only shows it and mints nothing.</source>
        <translation>Le journal a été écrit par une version plus récente de Mint Kiosk&#xa0;; réinstallez cette version ou déplacez le fichier ({0}), puis redémarrez la borne. D’ici là, cette borne se contente de l’afficher et ne minte rien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}), the file or its folder is read-only. Make them writable for this user; minting goes on by itself then.</source>
        <translation>La borne ne minte rien&#xa0;: elle ne peut pas écrire son journal ({0}), le fichier ou son dossier est en lecture seule. Rendez-les accessibles en écriture pour cet utilisateur&#xa0;; les mints reprennent alors d’eux-mêmes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: the disk is full, so it cannot write its journal ({0}). Free some space on this computer; minting goes on by itself then.</source>
        <translation>La borne ne minte rien&#xa0;: le disque est plein, elle ne peut donc pas écrire son journal ({0}). Libérez de l’espace sur cet ordinateur&#xa0;; les mints reprennent alors d’eux-mêmes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}). Run kiosk doctor; if it keeps failing, restart the computer.</source>
        <translation>La borne ne minte rien&#xa0;: elle ne peut pas écrire son journal ({0}). Lancez kiosk doctor&#xa0;; si l’échec persiste, redémarrez l’ordinateur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: something else was put in place of its journal or its folder ({0}) while it ran. Do not quit the kiosk: it still holds the journal&apos;s rows. Move what is there now aside; the kiosk writes its journal there again and minting goes on by itself.</source>
        <translation>La borne ne minte rien&#xa0;: autre chose a été mis à la place de son journal ou de son dossier ({0}) pendant qu’elle tournait. Ne quittez pas la borne&#xa0;: elle garde encore les lignes du journal. Déplacez ailleurs ce qui s’y trouve maintenant&#xa0;; la borne y réécrit son journal et les mints reprennent d’eux-mêmes.</translation>
    </message>
</context>
<context>
    <name>DropPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/drop_page.py" line="+99"/>
        <source>Start date</source>
        <translation>Date de début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop id</source>
        <translation>Id du drop</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Virtual</source>
        <translation>Virtuel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} to {1}, mintable until {2}</source>
        <translation>Du {0} au {1}, mintable jusqu’au {2}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drop</source>
        <translation>Drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which drop this kiosk mints. Search by name, or type its id or fancy id.</source>
        <translation>Le drop que minte cette borne. Cherchez par nom, ou saisissez son id ou son fancy id.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Name of the drop</source>
        <translation>Nom du drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Newest, Z to A, highest first</source>
        <translation>Plus récent, Z à A, plus grand d’abord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest, A to Z, lowest first</source>
        <translation>Plus ancien, A à Z, plus petit d’abord</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop id or fancy id</source>
        <translation>Id ou fancy id du drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find</source>
        <translation>Trouver</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Part of a drop&apos;s name; Enter searches.</source>
        <translation>Une partie du nom d’un drop&#xa0;; Entrée lance la recherche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the drops whose name holds this text.</source>
        <translation>Liste les drops dont le nom contient ce texte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort by</source>
        <translation>Trier par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the list is sorted by.</source>
        <translation>Le critère de tri de la liste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort direction</source>
        <translation>Ordre de tri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest or oldest first.</source>
        <translation>Les plus récents ou les plus anciens d’abord.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drops</source>
        <translation>Drops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a drop to see its details.</source>
        <translation>Touchez un drop pour voir ses détails.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous page</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops before this one.</source>
        <translation>Affiche la page de drops précédente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next page</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops after this one.</source>
        <translation>Affiche la page de drops suivante.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finds one drop by its id; Enter finds it.</source>
        <translation>Trouve un drop par son id&#xa0;; Entrée le trouve.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shows the drop with this id.</source>
        <translation>Affiche le drop portant cet id.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose a drop from the list, or find it by its id.</source>
        <translation>Choisissez un drop dans la liste, ou trouvez-le par son id.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change network…</source>
        <translation>Autre réseau…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This drop is in use at the kiosk.</source>
        <translation>Ce drop est utilisé par la borne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use this drop at the kiosk</source>
        <translation>Utiliser ce drop sur la borne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shows or hides the form that changes the drop&apos;s network.</source>
        <translation>Affiche ou masque le formulaire qui change le réseau du drop.</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>Uses this drop all the same: the mints of another drop saved while offline are then never sent. If more were saved since, the kiosk tells you first.</source>
        <translation>Utilise ce drop quand même&#xa0;: les mints d’un autre drop gardés hors ligne ne seront alors jamais envoyés. Si d’autres ont été gardés depuis, la borne vous le dit d’abord.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk uses this drop from now on.</source>
        <translation>La borne utilise ce drop à partir de maintenant.</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Edit code (6 digits)</source>
        <translation>Code de modification (6 chiffres)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save network</source>
        <translation>Enregistrer le réseau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network the drop mints on.</source>
        <translation>Le réseau sur lequel le drop est minté.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The drop&apos;s creator has it; it is needed to change the network.</source>
        <translation>Le créateur du drop l’a&#xa0;; il est nécessaire pour changer le réseau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Changes the drop&apos;s network with the edit code.</source>
        <translation>Change le réseau du drop avec le code de modification.</translation>
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
        <translation>Aucun drop ne porte ce nom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service lists no drops.</source>
        <translation>Le service ne liste aucun drop.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Id {0} · {1}</source>
        <translation>Id {0} · {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Network: reading…</source>
        <translation>Réseau&#xa0;: lecture…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Network: {0}</source>
        <translation>Réseau&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drop {0} now mints on {1}.</source>
        <translation>Le drop {0} se minte désormais sur {1}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The network is now {0}.</source>
        <translation>Le réseau est désormais {0}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The kiosk now uses {0}, but the drop has expired: the service mints none of its codes.</source>
        <translation>La borne utilise désormais {0}, mais le drop a expiré&#xa0;: le service ne minte aucun de ses codes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now uses {0}. Whether the service still mints it could not be checked: test a code before attendees come.</source>
        <translation>La borne utilise désormais {0}. Impossible de vérifier si le service le minte encore&#xa0;: testez un code avant l’arrivée des participants.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now mints {0}.</source>
        <translation>La borne minte désormais {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Saved while offline and not sent yet: %Ln mint(s) of another drop. If the kiosk uses this drop, they are never sent, and the attendees told “Saved for later” do not get them. Tap “Use this drop at the kiosk” again to use it all the same.</source>
        <translation>
            <numerusform>Gardé hors ligne et pas encore envoyé&#xa0;: %Ln mint d’un autre drop. Si la borne utilise ce drop, il ne sera jamais envoyé, et la personne à qui l’on a dit «&#xa0;Gardé pour plus tard&#xa0;» ne le recevra pas. Touchez à nouveau «&#xa0;Utiliser ce drop sur la borne&#xa0;» pour l’utiliser quand même.</numerusform>
            <numerusform>Gardés hors ligne et pas encore envoyés&#xa0;: %Ln mints d’un autre drop. Si la borne utilise ce drop, ils ne seront jamais envoyés, et les personnes à qui l’on a dit «&#xa0;Gardé pour plus tard&#xa0;» ne les recevront pas. Touchez à nouveau «&#xa0;Utiliser ce drop sur la borne&#xa0;» pour l’utiliser quand même.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Changing the network…</source>
        <translation>Changement de réseau…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Page {0} of {1}</source>
        <translation>Page {0} sur {1}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Type the drop&apos;s id (digits) or its fancy id first.</source>
        <translation>Saisissez d’abord l’id du drop (des chiffres) ou son fancy id.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The edit code has six digits: the drop&apos;s creator has it.</source>
        <translation>Le code de modification compte six chiffres&#xa0;: le créateur du drop l’a.</translation>
    </message>
</context>
<context>
    <name>InputProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+15"/>
        <source>Nothing typed yet</source>
        <translation>Rien n’est saisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below, then press OK.</source>
        <translation>Tapez-le avec les touches ci-dessous, puis OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is too long</source>
        <translation>C’est trop long</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again.</source>
        <translation>Vérifiez votre saisie et réessayez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This mint link is for another site</source>
        <translation>Ce lien de mint est pour un autre site</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the mint link or code you got for this event.</source>
        <translation>Utilisez le lien ou code de mint reçu pour cet événement.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a POAP mint link</source>
        <translation>C’est un lien de mint POAP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This kiosk mints with another service. Please ask the staff.</source>
        <translation>Cette borne minte avec un autre service. Adressez-vous au personnel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This is a POAP web page, not a mint link</source>
        <translation>C’est une page web POAP, pas un lien de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Scan your mint QR code, or type your code.</source>
        <translation>Scannez votre QR code de mint, ou tapez votre code.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>This is not a mint link</source>
        <translation>Ce n’est pas un lien de mint</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A code has six letters or digits</source>
        <translation>Un code a six lettres ou chiffres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your code and type it again.</source>
        <translation>Vérifiez votre code et retapez-le.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That secret word does not look right</source>
        <translation>Ce mot secret semble incorrect</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use only letters, digits and hyphens.</source>
        <translation>Uniquement lettres, chiffres et tirets.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address is not complete</source>
        <translation>Adresse de portefeuille incomplète</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts with 0x and has 40 more letters and digits.</source>
        <translation>Elle commence par 0x, suivi de 40 lettres et chiffres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address has a typo</source>
        <translation>Faute de frappe dans l’adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check each character, or scan your wallet QR.</source>
        <translation>Vérifiez chaque caractère, ou scannez le QR de votre portefeuille.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody can receive at that address</source>
        <translation>Personne ne peut recevoir à cette adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything sent there is lost. Give your own wallet.</source>
        <translation>Tout envoi y est perdu. Donnez votre propre portefeuille.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This QR asks your wallet to send something</source>
        <translation>Ce QR demande à votre portefeuille d’envoyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Show your wallet&apos;s receive address QR instead.</source>
        <translation>Montrez plutôt le QR de réception de votre portefeuille.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>That name uses look-alike letters</source>
        <translation>Ce nom utilise des lettres trompeuses</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That looks like a mint code, not a wallet</source>
        <translation>Cela ressemble à un code de mint, pas à un portefeuille</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>That name holds a hidden character</source>
        <translation>Ce nom contient un caractère caché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below instead.</source>
        <translation>Tapez-le plutôt avec les touches ci-dessous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written “{name}”</source>
        <translation>Ce nom s’écrit «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written differently</source>
        <translation>Ce nom s’écrit autrement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If that is yours, type it like that and press OK.</source>
        <translation>Si c’est le vôtre, tapez-le ainsi, puis OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That name does not look right</source>
        <translation>Ce nom semble incorrect</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wallet name ends in .eth, for example alice.eth.</source>
        <translation>Un nom de portefeuille finit par .eth, par ex. alice.eth.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That e-mail address does not look right</source>
        <translation>Cette adresse e-mail semble incorrecte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it, for example name@example.com.</source>
        <translation>Vérifiez-la, par exemple nom@exemple.com.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your wallet, .eth name or e-mail.</source>
        <translation>Donnez votre portefeuille, nom .eth ou e-mail.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is a wallet, not a mint code</source>
        <translation>C’est un portefeuille, pas un code de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First scan or type your code; the wallet comes next.</source>
        <translation>Scannez ou tapez d’abord votre code&#xa0;; le portefeuille ensuite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>We did not recognise that</source>
        <translation>Nous n’avons pas reconnu cela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again, or ask the staff.</source>
        <translation>Vérifiez votre saisie et réessayez, ou demandez au personnel.</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <location filename="../../kiosk/ui/operator/journal_model.py" line="+48"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How</source>
        <translation>Comment</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code or word</source>
        <translation>Code ou mot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recipient</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why / details</source>
        <translation>Raison / détails</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mint link</source>
        <translation>Lien de mint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Typed code</source>
        <translation>Code tapé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>Mot secret</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sending</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted</source>
        <translation>Minté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On its way</source>
        <translation>En route</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved for e-mail</source>
        <translation>Réservé pour l’e-mail</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already claimed</source>
        <translation>Déjà utilisé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being checked</source>
        <translation>En vérification</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued offline</source>
        <translation>En attente hors ligne</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Link or word expired</source>
        <translation>Lien ou mot expiré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not open yet</source>
        <translation>Mot pas encore ouvert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word switched off</source>
        <translation>Mot désactivé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not active, why not known</source>
        <translation>Mot non actif, raison inconnue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such link, code or word</source>
        <translation>Lien, code ou mot inconnu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address refused</source>
        <translation>Adresse refusée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already has this drop reserved</source>
        <translation>A déjà ce drop réservé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already holds this drop</source>
        <translation>Possède déjà ce drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claimed before with another code</source>
        <translation>Déjà réclamé avec un autre code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No claims left</source>
        <translation>Plus aucun mint disponible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service busy</source>
        <translation>Service occupé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No connection</source>
        <translation>Pas de connexion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service error</source>
        <translation>Erreur du service</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed after the service took it</source>
        <translation>Échec après acceptation par le service</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted to an address nobody owns (the name&apos;s record)</source>
        <translation>Minté vers une adresse qui n’appartient à personne (selon l’enregistrement du nom)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent, outcome not known yet</source>
        <translation>Envoyé, résultat encore inconnu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code of another drop</source>
        <translation>Code d’un autre drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word for the POAP app only</source>
        <translation>Mot réservé à l’app POAP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A word staff did not choose for this kiosk</source>
        <translation>Un mot que le personnel n’a pas choisi pour cette borne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service refused this kiosk&apos;s credentials</source>
        <translation>Le service a refusé les identifiants de cette borne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the journal could not be written</source>
        <translation>Non envoyé&#xa0;: le journal n’a pas pu être écrit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The journal could not be read just now; what is shown may be out of date.</source>
        <translation>Le journal n’a pas pu être lu à l’instant&#xa0;; l’affichage n’est peut-être pas à jour.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Checked only, not minted</source>
        <translation>Vérifié seulement, pas minté</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{time} · {how} · {outcome}</source>
        <translation>{time} · {how} · {outcome}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Code or word: {code}</source>
        <translation>Code ou mot&#xa0;: {code}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recipient: {recipient}</source>
        <translation>Destinataire&#xa0;: {recipient}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minted to: {address}</source>
        <translation>Minté vers&#xa0;: {address}</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/journal_page.py" line="+175"/>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every mint attempt, newest first. Recipients are shortened here and in the exported file.</source>
        <translation>Chaque tentative de mint, la plus récente en premier. Les destinataires sont abrégés ici et dans le fichier exporté.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mint attempts</source>
        <translation>Tentatives de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest first; tap a row to read it in full below.</source>
        <translation>Les plus récentes d’abord&#xa0;; touchez une ligne pour la lire en entier ci-dessous.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Show older attempts</source>
        <translation>Afficher les tentatives plus anciennes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adds older attempts to the table.</source>
        <translation>Ajoute au tableau des tentatives plus anciennes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves every mint attempt in the journal as a CSV file you choose.</source>
        <translation>Enregistre chaque tentative de mint du journal dans un fichier CSV de votre choix.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Exporting to {path}…</source>
        <translation>Export vers {path}…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not export to {path}. {problem}</source>
        <translation>Impossible d’exporter vers {path}. {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The journal was not read yet.</source>
        <translation>Le journal n’a pas encore été lu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No mint attempts yet.</source>
        <translation>Aucune tentative de mint pour l’instant.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Export the journal</source>
        <translation>Exporter le journal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tap a row to read it here in full, with its code.</source>
        <translation>Touchez une ligne pour la lire ici en entier, avec son code.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk may not write there. Choose another folder, such as Documents or a USB stick.</source>
        <translation>La borne n’a pas le droit d’écrire là. Choisissez un autre dossier, comme Documents ou une clé USB.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That folder does not exist. Choose another folder.</source>
        <translation>Ce dossier n’existe pas. Choisissez un autre dossier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That name is a folder. Type a file name.</source>
        <translation>Ce nom est un dossier. Saisissez un nom de fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full. Free some space or choose a USB stick.</source>
        <translation>Le disque est plein. Libérez de l’espace ou choisissez une clé USB.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be written ({reason}).</source>
        <translation>Le fichier n’a pas pu être écrit ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal could not be read. Try again; if it keeps failing, restart the kiosk.</source>
        <translation>Le journal n’a pas pu être lu. Réessayez&#xa0;; si l’échec persiste, redémarrez la borne.</translation>
    </message>
</context>
<context>
    <name>JournalPage</name>
    <message numerus="yes">
        <location line="-110"/>
        <source>Exported %Ln row(s) to {path}</source>
        <translation>
            <numerusform>%Ln ligne exportée vers {path}</numerusform>
            <numerusform>%Ln lignes exportées vers {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Exported to {path}, but %Ln result(s) the journal cannot write yet are not in the file: export again once it can.</source>
        <translation>
            <numerusform>Exporté vers {path}, mais %Ln résultat que le journal ne peut pas encore écrire n’est pas dans le fichier&#xa0;: exportez à nouveau dès qu’il le peut.</numerusform>
            <numerusform>Exporté vers {path}, mais %Ln résultats que le journal ne peut pas encore écrire ne sont pas dans le fichier&#xa0;: exportez à nouveau dès qu’il le peut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Showing {shown} of %Ln attempt(s)</source>
        <translation>
            <numerusform>{shown} sur %Ln tentative affichée(s)</numerusform>
            <numerusform>{shown} sur %Ln tentatives affichées</numerusform>
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
        <translation>Affiche la borne dans cette langue.</translation>
    </message>
</context>
<context>
    <name>MintsChart</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="+52"/>
        <source>%Ln mint(s) in all: a bar for each quarter hour, oldest first.</source>
        <translation>
            <numerusform>%Ln mint en tout&#xa0;: une barre par quart d’heure, la plus ancienne d’abord.</numerusform>
            <numerusform>%Ln mints en tout&#xa0;: une barre par quart d’heure, la plus ancienne d’abord.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorArea</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_area.py" line="+56"/>
        <source>Not checked yet.</source>
        <translation>Pas encore vérifié.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done.</source>
        <translation>Terminé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Works, with a warning.</source>
        <translation>Fonctionne, avec un avertissement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still to do or failed.</source>
        <translation>À faire ou en échec.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <location line="+184"/>
        <location line="+2"/>
        <source>Close the kiosk?</source>
        <translation>Fermer la borne&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attendees cannot mint here until someone starts the kiosk again. Mints already sent are kept in the journal and followed up at the next start.</source>
        <translation>Les participants ne pourront plus minter ici tant que personne n’aura relancé la borne. Les mints déjà envoyés restent dans le journal et sont suivis au prochain démarrage.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close the kiosk</source>
        <translation>Fermer la borne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Closes the kiosk app now.</source>
        <translation>Ferme l’application de la borne maintenant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keeps the kiosk running.</source>
        <translation>La borne continue de fonctionner.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the next step of the setup.</source>
        <translation>Affiche l’étape suivante de la configuration.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the kiosk</source>
        <translation>Retour à la borne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves the staff area: attendees can mint again.</source>
        <translation>Quitte l’espace du personnel&#xa0;: les participants peuvent de nouveau minter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close app</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asks first, then closes the kiosk app.</source>
        <translation>Demande confirmation, puis ferme l’application de la borne.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Setup</source>
        <translation>Configuration</translation>
    </message>
</context>
<context>
    <name>OperatorPassPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_pass_page.py" line="+61"/>
        <location line="+48"/>
        <source>Operator pass</source>
        <translation>Carte du personnel</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Mint Kiosk — staff pass</source>
        <translation>Mint Kiosk — carte du personnel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scan at the kiosk to open the staff area. Keep it safe; a new pass cancels this one.</source>
        <translation>Scannez-la à la borne pour ouvrir l’espace du personnel. Conservez-la en lieu sûr&#xa0;; une nouvelle carte annule celle-ci.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scan this card at the kiosk to open the staff area. Keep it safe; making a new one cancels this one.</source>
        <translation>Scannez cette carte à la borne pour ouvrir l’espace du personnel. Conservez-la en lieu sûr&#xa0;; en créer une nouvelle annule celle-ci.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Operator pass QR code</source>
        <translation>QR code de la carte du personnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan it at the kiosk to open the staff area.</source>
        <translation>Scannez-le à la borne pour ouvrir l’espace du personnel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pass to show. A pass printed before the kiosk last started still works, but it cannot be shown again: make a new one to print it (the old card then stops working).</source>
        <translation>Aucune carte à afficher. Une carte imprimée avant le dernier démarrage de la borne fonctionne toujours, mais ne peut plus être affichée&#xa0;: créez-en une nouvelle pour l’imprimer (l’ancienne carte cesse alors de fonctionner).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make a new pass</source>
        <translation>Créer une nouvelle carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Makes a new pass; the old card stops working.</source>
        <translation>Crée une nouvelle carte&#xa0;; l’ancienne cesse de fonctionner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints the pass on a printer you choose.</source>
        <translation>Imprime la carte sur l’imprimante de votre choix.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves the pass as a PDF file you choose.</source>
        <translation>Enregistre la carte dans un fichier PDF de votre choix.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Making a new pass…</source>
        <translation>Création d’une nouvelle carte…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New pass made. Print it now: the old card no longer works.</source>
        <translation>Nouvelle carte créée. Imprimez-la maintenant&#xa0;: l’ancienne ne fonctionne plus.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save the settings, so the old pass still works. Try again.</source>
        <translation>Impossible d’enregistrer les réglages&#xa0;: l’ancienne carte fonctionne donc toujours. Réessayez.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not make a new pass. Try again.</source>
        <translation>Impossible de créer une nouvelle carte. Réessayez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sent to the printer.</source>
        <translation>Envoyé à l’imprimante.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not print the pass.</source>
        <translation>Impossible d’imprimer la carte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved as {path}.</source>
        <translation>Enregistré sous {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the file. Choose another folder or a USB stick.</source>
        <translation>Impossible d’enregistrer le fichier. Choisissez un autre dossier ou une clé USB.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the operator pass</source>
        <translation>Enregistrer la carte du personnel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/options_page.py" line="+146"/>
        <location line="+335"/>
        <source>Type the new PIN twice.</source>
        <translation>Saisissez deux fois le nouveau PIN.</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>A PIN is digits only (0 to 9).</source>
        <translation>Un PIN ne contient que des chiffres (0 à 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+323"/>
        <source>A PIN has {low} to {high} digits.</source>
        <translation>Un PIN compte de {low} à {high} chiffres.</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>The two PINs are not the same: type them again.</source>
        <translation>Les deux PIN ne sont pas identiques&#xa0;: saisissez-les à nouveau.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{file}: no mint links in it (empty, too big or not a text file).</source>
        <translation>{file}&#xa0;: aucun lien de mint dedans (vide, trop gros ou pas un fichier texte).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file}
Links to hand out: {free}</source>
        <translation>{file}
Liens à distribuer&#xa0;: {free}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claimed already: {count}</source>
        <translation>Déjà utilisés&#xa0;: {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of other drops, refused: {count}</source>
        <translation>D’autres drops, refusés&#xa0;: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown to the service: {count}</source>
        <translation>Inconnus du service&#xa0;: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines without a mint link: {count}</source>
        <translation>Lignes sans lien de mint&#xa0;: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given more than once: {count}</source>
        <translation>Donnés plusieurs fois&#xa0;: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked yet (no answer): {count}</source>
        <translation>Pas encore vérifiés (pas de réponse)&#xa0;: {count}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Kiosk options</source>
        <translation>Options de la borne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How attendees may get in, timings, the camera, the language and the operator PIN.</source>
        <translation>Comment les participants peuvent minter, les délais, la caméra, la langue et le PIN du personnel.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scan with the camera</source>
        <translation>Scanner avec la caméra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may scan their mint QR code.</source>
        <translation>Les participants peuvent scanner leur QR code de mint.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type a mint code</source>
        <translation>Taper un code de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may type the code of their mint link.</source>
        <translation>Les participants peuvent taper le code de leur lien de mint.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say a secret word</source>
        <translation>Donner un mot secret</translation>
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
        <translation>Retour au début après</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Seconds without a touch before a page starts over.</source>
        <translation>Secondes sans contact avant qu’une page recommence.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+313"/>
        <source>Show each result for</source>
        <translation>Afficher chaque résultat pendant</translation>
    </message>
    <message>
        <location line="-312"/>
        <source>Seconds a result stays on screen.</source>
        <translation>Secondes d’affichage d’un résultat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds</source>
        <translation>Jouer des sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sound for each result.</source>
        <translation>Un son pour chaque résultat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour the result screens</source>
        <translation>Colorer les écrans de résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off, only the result&apos;s icon is coloured.</source>
        <translation>Désactivé&#xa0;: seule l’icône du résultat est colorée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Large text on the attendee screens</source>
        <translation>Grand texte sur les écrans des participants</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attendee pages&apos; smaller words a fifth larger.</source>
        <translation>Les petits textes des pages participants agrandis d’un cinquième.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Automatic (this computer&apos;s language)</source>
        <translation>Automatique (langue de cet ordinateur)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The attendee screens and these staff pages switch on leaving the operator area.</source>
        <translation>Les écrans des participants et ces pages du personnel changent en quittant l’espace du personnel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+188"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="-298"/>
        <location line="+267"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>No longer active: {count}</source>
        <translation>Inactifs&#xa0;: {count}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Attendees may type the secret word chosen on the Secret word page (with none chosen, the kiosk does not offer it).</source>
        <translation>Les participants peuvent taper le mot secret choisi sur la page «&#xa0;Mot secret&#xa0;» (si aucun n’est choisi, la borne ne le propose pas).</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The camera that reads QR codes, or a video file or stream.</source>
        <translation>La caméra qui lit les QR codes, ou un fichier ou flux vidéo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+202"/>
        <location line="+209"/>
        <source>Video file or stream URL</source>
        <translation>Fichier vidéo ou URL de flux</translation>
    </message>
    <message>
        <location line="-407"/>
        <source>Read instead of a camera.</source>
        <translation>Lu à la place d’une caméra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look for cameras</source>
        <translation>Chercher des caméras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the cameras connected to this computer.</source>
        <translation>Liste les caméras branchées sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mirror the picture</source>
        <translation>Image en miroir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The camera picture is shown as in a mirror.</source>
        <translation>L’image de la caméra s’affiche comme dans un miroir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, PIN to leave</source>
        <translation>Plein écran, PIN pour sortir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the PIN opens the staff area or closes the kiosk.</source>
        <translation>Seul le PIN ouvre l’espace du personnel ou ferme la borne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep mints while offline</source>
        <translation>Garder les mints hors ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked mint links are sent when the service is back.</source>
        <translation>Les liens de mint vérifiés sont envoyés au retour du service.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+272"/>
        <source>Warn when fewer codes are left than</source>
        <translation>Avertir s’il reste moins de codes que</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>The statistics turn amber below this number.</source>
        <translation>Les statistiques passent à l’orange sous ce nombre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 12345, 67890</source>
        <translation>p. ex. 12345, 67890</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also accept codes of these drops</source>
        <translation>Accepter aussi les codes de ces drops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop ids, separated by commas.</source>
        <translation>Ids de drops, séparés par des virgules.</translation>
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
        <translation>Écart maximal entre les touches</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>Keys typed faster than this are read as a scan.</source>
        <translation>Des touches tapées plus vite que cela sont lues comme un scan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+264"/>
        <source>Shortest code</source>
        <translation>Code le plus court</translation>
    </message>
    <message>
        <location line="-263"/>
        <source>Fewer keys than this are not read as a scan.</source>
        <translation>En dessous de ce nombre de touches, ce n’est pas lu comme un scan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codes end with Enter</source>
        <translation>Les codes finissent par Entrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A scan is read only when the scanner ends it with Enter.</source>
        <translation>Un scan n’est lu que si le lecteur le termine par Entrée.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set PIN</source>
        <translation>Définir le PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Attendees may switch the kiosk to this language.</source>
        <translation>Les participants peuvent passer la borne dans cette langue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attendees may switch to</source>
        <translation>Langues proposées aux participants</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mint here: camera, codes, secret word</source>
        <translation>Minter ici&#xa0;: caméra, codes, mot secret</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dispenser: a QR for each phone</source>
        <translation>Distributeur&#xa0;: un QR par téléphone</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+67"/>
        <source>Hide an unused QR after</source>
        <translation>Masquer un QR inutilisé après</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Seconds a QR stays up when nobody scans it.</source>
        <translation>Secondes pendant lesquelles un QR reste affiché si personne ne le scanne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+60"/>
        <source>This is kiosk number</source>
        <translation>Numéro de cette borne</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Which of the kiosks sharing the drop this is.</source>
        <translation>Laquelle des bornes qui partagent le drop est celle-ci.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kiosks sharing the drop</source>
        <translation>Bornes partageant le drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many kiosks hand out this drop&apos;s links.</source>
        <translation>Combien de bornes distribuent les liens de ce drop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Links: the drop&apos;s (edit code on Mint codes)</source>
        <translation>Liens&#xa0;: ceux du drop (code de modification sous Codes de mint)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Links: a file (links.txt or CSV)</source>
        <translation>Liens&#xa0;: un fichier (links.txt ou CSV)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a links file…</source>
        <translation>Charger un fichier de liens…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>https://poap.xyz/mint/</source>
        <translation>https://poap.xyz/mint/</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The QR opens</source>
        <translation>Le QR ouvre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The web page a phone opens from the QR; empty: POAP&apos;s.</source>
        <translation>La page web qu’un téléphone ouvre depuis le QR&#xa0;; vide&#xa0;: celle de POAP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>What attendees get</source>
        <translation>Ce que reçoivent les participants</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Mint on this kiosk, or show a QR for each phone.</source>
        <translation>Minter sur cette borne, ou afficher un QR pour chaque téléphone.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the links come from</source>
        <translation>Origine des liens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s links from the service, or a links file.</source>
        <translation>Les liens du drop fournis par le service, ou un fichier de liens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+421"/>
        <source>Load a links file</source>
        <translation>Charger un fichier de liens</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>Opens a links.txt or CSV file of mint links.</source>
        <translation>Ouvre un fichier links.txt ou CSV de liens de mint.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>of kiosks on this drop</source>
        <translation>Bornes sur ce drop (total)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The QR opens (empty: the mint site)</source>
        <translation>Le QR ouvre (vide&#xa0;: le site de mint)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+60"/>
        <source>New PIN</source>
        <translation>Nouveau PIN</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>New PIN again</source>
        <translation>Nouveau PIN (confirmation)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saves the new PIN on its own.</source>
        <translation>Enregistre le nouveau PIN seul.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saves all the same: the mints saved while offline of a drop these options no longer accept are then never sent. If the drops typed or the saved mints changed since, the kiosk counts them again first.</source>
        <translation>Enregistre quand même&#xa0;: les mints gardés hors ligne d’un drop que ces options n’acceptent plus ne seront alors jamais envoyés. Si les drops saisis ou les mints gardés ont changé depuis, la borne les recompte d’abord.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saves every option on this page; the PIN is set on its own.</source>
        <translation>Enregistre toutes les options de cette page&#xa0;; le PIN est défini à part.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attendees may</source>
        <translation>Les participants peuvent</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Operator PIN</source>
        <translation>PIN du personnel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Again</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Screens</source>
        <translation>Écrans</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Kiosk</source>
        <translation>Borne</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also accept codes of drops (ids)</source>
        <translation>Accepter aussi les codes des drops (ids)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>USB scanner</source>
        <translation>Lecteur USB</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Looking for cameras…</source>
        <translation>Recherche de caméras…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number}</source>
        <translation>Caméra {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cameras found: {count}</source>
        <translation>Caméras trouvées&#xa0;: {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No camera found: connect one, or use a video file or stream URL.</source>
        <translation>Aucune caméra trouvée&#xa0;: branchez-en une, ou utilisez un fichier vidéo ou une URL de flux.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking every link of {file}…</source>
        <translation>Vérification de chaque lien de {file}…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Links loaded: press Save.</source>
        <translation>Liens chargés&#xa0;: appuyez sur Enregistrer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{file} could not be checked: is the kiosk online?</source>
        <translation>{file} n’a pas pu être vérifié&#xa0;: la borne est-elle en ligne&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A PIN is set. Type a new one twice to change it.</source>
        <translation>Un PIN est défini. Saisissez-en un nouveau deux fois pour le changer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No PIN yet: anyone can open the operator area.</source>
        <translation>Pas encore de PIN&#xa0;: n’importe qui peut ouvrir l’espace du personnel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setting the PIN…</source>
        <translation>Définition du PIN…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The new PIN is saved.</source>
        <translation>Le nouveau PIN est enregistré.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved: the kiosk uses these options from when you go back to it (Back to the kiosk).</source>
        <translation>Enregistré&#xa0;: la borne utilise ces options dès votre retour vers elle (Retour à la borne).</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Not saved yet: %Ln mint(s) saved while offline are of a drop these options no longer accept. Once saved, they are never sent, and the attendees told “Saved for later” do not get them. Tap Save again to save all the same.</source>
        <translation>
            <numerusform>Pas encore enregistré&#xa0;: %Ln mint gardé hors ligne est d’un drop que ces options n’acceptent plus. Une fois enregistré, il ne sera jamais envoyé, et la personne à qui l’on a dit «&#xa0;Gardé pour plus tard&#xa0;» ne le recevra pas. Touchez à nouveau Enregistrer pour enregistrer quand même.</numerusform>
            <numerusform>Pas encore enregistré&#xa0;: %Ln mints gardés hors ligne sont d’un drop que ces options n’acceptent plus. Une fois enregistré, ils ne seront jamais envoyés, et les personnes à qui l’on a dit «&#xa0;Gardé pour plus tard&#xa0;» ne les recevront pas. Touchez à nouveau Enregistrer pour enregistrer quand même.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The PIN could not be set: type it again.</source>
        <translation>Le PIN n’a pas pu être défini&#xa0;: saisissez-le à nouveau.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Attendees need at least one way in: keep the camera, codes or a secret word.</source>
        <translation>Les participants ont besoin d’au moins un moyen d’accès&#xa0;: gardez la caméra, les codes ou un mot secret.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number} (not found now)</source>
        <translation>Caméra {number} (introuvable pour l’instant)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{language} (no translation: English)</source>
        <translation>{language} (pas de traduction&#xa0;: anglais)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Links (*.txt *.csv);;All files (*)</source>
        <translation>Liens (*.txt *.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The kiosk number is one of the kiosks: 1 to {count}.</source>
        <translation>Le numéro de borne est l’une des bornes&#xa0;: de 1 à {count}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load a links file, or use the drop&apos;s links.</source>
        <translation>Chargez un fichier de liens, ou utilisez les liens du drop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The QR&apos;s page is a web address (https://…), or empty.</source>
        <translation>La page du QR est une adresse web (https://…), ou vide.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the video file or stream URL, or choose a camera.</source>
        <translation>Saisissez le fichier vidéo ou l’URL du flux, ou choisissez une caméra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop ids are numbers, separated by commas (e.g. 12345, 67890).</source>
        <translation>Les ids de drops sont des nombres séparés par des virgules (p. ex. 12345, 67890).</translation>
    </message>
</context>
<context>
    <name>OutOfOrderPage</name>
    <message>
        <location filename="../../kiosk/ui/out_of_order_page.py" line="+24"/>
        <source>Out of order</source>
        <translation>Hors service</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please ask a staff member.</source>
        <translation>Adressez-vous au personnel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sorry, this kiosk cannot mint right now.</source>
        <translation>Désolé, cette borne ne peut pas minter pour l’instant.</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="-398"/>
        <source>It&apos;s yours!</source>
        <translation>Il est à vous&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your collectible is minted. It is in your wallet now.</source>
        <translation>Votre souvenir est minté. Il est dans votre portefeuille.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Being written to the chain</source>
        <translation>Inscription sur la blockchain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service took your mint and is writing it now. You can go: it appears in your wallet in a few minutes, and staff see it if anything goes wrong.</source>
        <translation>Le service a pris votre mint et l’inscrit maintenant. Vous pouvez partir&#xa0;: il arrive dans votre portefeuille d’ici quelques minutes, et le personnel le verra en cas de problème.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check your e-mail</source>
        <translation>Consultez vos e-mails</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the e-mail we sent you to collect it.</source>
        <translation>Ouvrez l’e-mail envoyé pour le récupérer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code was already used</source>
        <translation>Ce code a déjà servi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each code works once. Please ask the staff for help.</source>
        <translation>Chaque code ne sert qu’une fois. Demandez au personnel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code is no longer active</source>
        <translation>Ce code n’est plus actif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It has expired. Please ask the staff for help.</source>
        <translation>Il a expiré. Demandez au personnel.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>We could not find that code</source>
        <translation>Code introuvable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it and try again, or ask the staff for help.</source>
        <translation>Vérifiez-le et réessayez, ou demandez au personnel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address was not accepted</source>
        <translation>Cette adresse a été refusée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your wallet address or e-mail and try again.</source>
        <translation>Vérifiez votre portefeuille ou e-mail et réessayez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+115"/>
        <source>You already have this one</source>
        <translation>Vous l’avez déjà</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>This wallet already claimed this collectible before. One per person: if it is not in your wallet soon, ask the staff.</source>
        <translation>Ce portefeuille a déjà réclamé ce souvenir auparavant. Un par personne&#xa0;: s’il n’est pas bientôt dans votre portefeuille, demandez au personnel.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your code was checked, but the kiosk could not finish your mint just now. It finishes it as soon as the service answers again, never twice; staff see if it fails.</source>
        <translation>Votre code a été vérifié, mais la borne n’a pas pu terminer votre mint pour l’instant. Elle le termine dès que le service répond à nouveau, jamais deux fois&#xa0;; le personnel voit s’il échoue.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This e-mail address already has this collectible reserved. One per person.</source>
        <translation>Ce souvenir est déjà réservé pour cette adresse e-mail. Un par personne.</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>This wallet already holds this collectible. One per person.</source>
        <translation>Ce portefeuille a déjà ce souvenir. Un par personne.</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Not open yet</source>
        <translation>Pas encore ouvert</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+213"/>
        <source>It works later. Please ask the staff when.</source>
        <translation>Il sera valable plus tard. Demandez au personnel quand.</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>This secret word is switched off</source>
        <translation>Ce mot secret est désactivé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s organiser switched it off for now. Please ask the staff for help.</source>
        <translation>L’organisateur du drop l’a désactivé pour le moment. Demandez au personnel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is not active right now</source>
        <translation>Ce mot secret n’est pas actif en ce moment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service did not take it just now, so nothing was minted. Please ask the staff for help.</source>
        <translation>Le service ne l’a pas accepté à l’instant, rien n’a donc été minté. Demandez de l’aide au personnel.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Claimed before</source>
        <translation>Déjà réclamé</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None left</source>
        <translation>Il n’en reste plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word has no collectibles left. Ask the staff.</source>
        <translation>Ce mot secret n’a plus de souvenirs. Demandez au personnel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service is busy</source>
        <translation>Le service est occupé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was lost. Please wait a moment and try again.</source>
        <translation>Rien n’est perdu. Patientez un peu et réessayez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+167"/>
        <source>No connection right now</source>
        <translation>Pas de connexion pour l’instant</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your code was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>La borne ne joint pas le service de mint&#xa0;: rien n’a été minté et votre code n’a pas servi. Réessayez dans quelques minutes, ou prévenez le personnel.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved for later</source>
        <translation>Gardé pour plus tard</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not confirmed yet</source>
        <translation>Pas encore confirmé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your mint was sent, but the service has not said yet whether it worked. Please do not try again: ask the staff, they can see how it ends.</source>
        <translation>Votre mint a été envoyé, mais le service n’a pas encore dit s’il a réussi. Ne réessayez pas&#xa0;: demandez au personnel, qui peut suivre la suite.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The mint failed</source>
        <translation>Le mint a échoué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service could not write it to the chain. Nothing was minted. Please ask the staff for help.</source>
        <translation>Le service n’a pas pu l’inscrire sur la blockchain. Rien n’a été minté. Demandez au personnel.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sent to an address nobody owns</source>
        <translation>Envoyé à une adresse qui n’appartient à personne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name points at an address nobody owns, so the collectible went there and cannot reach you. Please ask the staff for help.</source>
        <translation>Votre nom pointe vers une adresse qui n’appartient à personne&#xa0;: le souvenir y est parti et ne peut pas vous parvenir. Demandez au personnel.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is for another drop</source>
        <translation>C’est pour un autre drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not for today&apos;s collectible. Please ask the staff.</source>
        <translation>Il ne vaut pas pour le souvenir du jour. Demandez au personnel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not taken here</source>
        <translation>Ce mot secret n’est pas accepté ici</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use this word in the POAP app</source>
        <translation>Utilisez ce mot dans l’app POAP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word works only in the POAP app, not at this kiosk.</source>
        <translation>Ce mot secret ne marche que dans l’app POAP, pas ici.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot mint right now</source>
        <translation>La borne ne peut pas minter pour l’instant</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Nothing was sent: your code was not used. Please ask the staff.</source>
        <translation>Aucun envoi&#xa0;: votre code n’a pas été utilisé. Demandez au personnel.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The minting service refused this kiosk</source>
        <translation>Le service de mint a refusé cette borne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please try again, or ask the staff for help.</source>
        <translation>Réessayez, ou demandez au personnel.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+28"/>
        <source>Your request was taken</source>
        <translation>Votre demande est prise en compte</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The service took it and has not confirmed it yet. You can go: the e-mail to collect it should come soon, and staff see it if anything goes wrong.</source>
        <translation>Le service l’a reçue mais ne l’a pas encore confirmée. Vous pouvez partir&#xa0;: l’e-mail pour le récupérer devrait arriver bientôt, et le personnel verra si quelque chose se passe mal.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reserved for your e-mail address</source>
        <translation>Réservé pour votre adresse e-mail</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service keeps it for your e-mail address. Please ask the staff how to collect it.</source>
        <translation>Le service le garde pour votre adresse e-mail. Demandez au personnel comment le récupérer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The service took it and has not confirmed it yet. Please ask the staff how to collect it; they see it if anything goes wrong.</source>
        <translation>Le service l’a reçue mais ne l’a pas encore confirmée. Demandez au personnel comment le récupérer&#xa0;; il verra si quelque chose se passe mal.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>We could not find that secret word</source>
        <translation>Mot secret introuvable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the spelling: capital and small letters count. Or ask the staff.</source>
        <translation>Vérifiez l’orthographe&#xa0;: majuscules et minuscules comptent. Ou demandez au personnel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is no longer active</source>
        <translation>Ce mot secret n’est plus actif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its time is over. Please ask the staff for help.</source>
        <translation>Sa période est terminée. Demandez au personnel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not open yet</source>
        <translation>Ce mot secret n’est pas encore actif</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This was already claimed</source>
        <translation>Déjà réclamé</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Please ask the staff for help.</source>
        <translation>Demandez de l’aide au personnel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your secret word was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>La borne ne joint pas le service de mint&#xa0;: rien n’a été minté et votre mot secret n’a pas servi. Réessayez dans quelques minutes, ou prévenez le personnel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing was sent: your secret word was not used. Please ask the staff.</source>
        <translation>Aucun envoi&#xa0;: votre mot secret n’a pas été utilisé. Demandez au personnel.</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <location filename="../../kiosk/ui/pin_pad.py" line="+70"/>
        <source>Staff only.
Enter the PIN.</source>
        <translation>Réservé au personnel
Tapez le PIN</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Goes back without opening the staff area.</source>
        <translation>Revient en arrière sans ouvrir l’espace du personnel.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Delete last digit</source>
        <translation>Effacer le dernier chiffre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last digit you typed.</source>
        <translation>Efface le dernier chiffre tapé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks the PIN.</source>
        <translation>Vérifie le PIN.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Type the staff PIN, then OK.</source>
        <translation>Tapez le PIN du personnel, puis OK.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>This staff pass is not valid. Try again in %Ln s.</source>
        <translation>
            <numerusform>Cette carte du personnel n’est pas valide. Attendez %Ln s.</numerusform>
            <numerusform>Cette carte du personnel n’est pas valide. Attendez %Ln s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This staff pass is not valid. Enter the PIN.</source>
        <translation>Cette carte du personnel n’est pas valide. Saisissez le PIN.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong PIN. Try again.</source>
        <translation>PIN erroné. Réessayez.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Types {digit}.</source>
        <translation>Tape {digit}.</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>Wrong PIN. Try again in %Ln s.</source>
        <translation>
            <numerusform>PIN erroné. Attendez %Ln s.</numerusform>
            <numerusform>PIN erroné. Attendez %Ln s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecipientPage</name>
    <message>
        <location filename="../../kiosk/ui/recipient_page.py" line="+27"/>
        <source>Where should we send it?</source>
        <translation>Où l’envoyer&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your wallet address, .eth name or e-mail.</source>
        <translation>Votre adresse de portefeuille, nom .eth ou e-mail.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are getting</source>
        <translation>Vous recevez</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>or scan your wallet QR</source>
        <translation>ou scannez votre QR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — type it instead</source>
        <translation>Pas de caméra — tapez-la plutôt</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../../kiosk/ui/result_page.py" line="+52"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A tick: it worked.</source>
        <translation>Une coche&#xa0;: c’est réussi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not final yet</source>
        <translation>Pas encore définitif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A clock: the outcome is not final yet.</source>
        <translation>Une horloge&#xa0;: le résultat n’est pas encore définitif.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not done</source>
        <translation>Non abouti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross: this attempt minted nothing.</source>
        <translation>Une croix&#xa0;: cette tentative n’a rien minté.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Sent to {recipient}</source>
        <translation>Envoyé à {recipient}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {recipient}</source>
        <translation>Pour {recipient}</translation>
    </message>
</context>
<context>
    <name>SecretEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/secret_entry_page.py" line="+19"/>
        <source>Type the secret word</source>
        <translation>Tapez le mot secret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The word announced at this event.</source>
        <translation>Le mot annoncé à cet événement.</translation>
    </message>
</context>
<context>
    <name>SecretWordPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/secret_word_page.py" line="+66"/>
        <source>(not given)</source>
        <translation>(non indiqué)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>d MMM yyyy, HH:mm</source>
        <translation>d MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Works from {start} to {end}</source>
        <translation>Valable du {start} au {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>active now</source>
        <translation>active maintenant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>switched off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not known whether active now (the service did not say its time)</source>
        <translation>actif ou non pour l’instant, on ne sait pas (le service n’a pas donné son heure)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not active now</source>
        <translation>inactive pour l’instant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{window}: {state}.</source>
        <translation>{window}&#xa0;: {state}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+13"/>
        <source>Secret word</source>
        <translation>Mot secret</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Attendees without a mint link can say a secret word at the kiosk. Check a word with the service before using it: words are case-sensitive.</source>
        <translation>Les participants sans lien de mint peuvent donner un mot secret à la borne. Vérifiez un mot auprès du service avant de l’utiliser&#xa0;: les majuscules et minuscules comptent.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The word attendees say; upper and lower case differ.</source>
        <translation>Le mot que disent les participants&#xa0;; majuscules et minuscules diffèrent.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Asks the service about this word.</source>
        <translation>Interroge le service sur ce mot.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use this word at the kiosk</source>
        <translation>Utiliser ce mot sur la borne</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>The word is right. Whether attendees can use it now is not known here: the service did not say its time. It judges the word&apos;s window and the drop&apos;s expiry at each claim.</source>
        <translation>Le mot est correct. Si les participants peuvent l’utiliser maintenant, on ne le sait pas ici&#xa0;: le service n’a pas donné son heure. Il vérifie la période du mot et l’expiration du drop à chaque mint.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Check the word first: only a checked word is used.</source>
        <translation>Vérifiez d’abord le mot&#xa0;: seul un mot vérifié est utilisé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk cannot use the checked word: the check says why.</source>
        <translation>La borne ne peut pas utiliser le mot vérifié&#xa0;: la vérification dit pourquoi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk accepts the checked word from now on; the service judges at each claim whether it works then.</source>
        <translation>La borne accepte désormais le mot vérifié&#xa0;; le service juge à chaque mint s’il fonctionne à ce moment-là.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk accepts the checked word from now on, but attendees cannot use it now: the check says why.</source>
        <translation>La borne accepte désormais le mot vérifié, mais les participants ne peuvent pas l’utiliser maintenant&#xa0;: la vérification dit pourquoi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attendees may type the checked word from now on.</source>
        <translation>Les participants peuvent désormais taper le mot vérifié.</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>No secret word</source>
        <translation>Pas de mot secret</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk no longer accepts a secret word.</source>
        <translation>La borne n’accepte plus de mot secret.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The kiosk uses the secret word “{word}”.</source>
        <translation>La borne utilise le mot secret «&#xa0;{word}&#xa0;».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk uses no secret word.</source>
        <translation>La borne n’utilise aucun mot secret.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Asking the service…</source>
        <translation>Interrogation du service…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drop: {name}</source>
        <translation>Drop&#xa0;: {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This word belongs to another drop: choose that drop first, or another word.</source>
        <translation>Ce mot appartient à un autre drop&#xa0;: choisissez d’abord ce drop, ou un autre mot.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This word works only in the POAP app: the kiosk cannot mint with it. Ask for a website secret instead.</source>
        <translation>Ce mot ne marche que dans l’app POAP&#xa0;: la borne ne peut pas minter avec. Demandez plutôt un mot secret pour site web.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but its drop has expired: the service refuses every claim of it.</source>
        <translation>Le mot est correct, mais son drop a expiré&#xa0;: le service refuse tout mint avec ce mot.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but it is switched off: it works at no time until the drop&apos;s organiser switches it on again.</source>
        <translation>Le mot est correct, mais il est désactivé&#xa0;: il n’est valable à aucun moment tant que l’organisateur du drop ne le réactive pas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but attendees cannot use it now: see when it works.</source>
        <translation>Le mot est correct, mais les participants ne peuvent pas l’utiliser maintenant&#xa0;: voyez quand il est valable.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The word is right, but all its claims are used: request more mints.</source>
        <translation>Le mot est correct, mais tous ses mints sont épuisés&#xa0;: demandez plus de mints.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The word is right and works now.</source>
        <translation>Le mot est correct et fonctionne maintenant.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved: the kiosk accepts this word. Whether attendees can use it now, the service judges at each claim: see above.</source>
        <translation>Enregistré&#xa0;: la borne accepte ce mot. Si les participants peuvent l’utiliser maintenant, le service le vérifie à chaque mint&#xa0;: voir ci-dessus.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved: the kiosk accepts this word, but attendees cannot use it now: see above.</source>
        <translation>Enregistré&#xa0;: la borne accepte ce mot, mais les participants ne peuvent pas l’utiliser pour l’instant&#xa0;: voir ci-dessus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved: the kiosk now accepts this word.</source>
        <translation>Enregistré&#xa0;: la borne accepte maintenant ce mot.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: the kiosk no longer asks for a secret word.</source>
        <translation>Enregistré&#xa0;: la borne ne demande plus de mot secret.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: {reason}</source>
        <translation>Non enregistré&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the secret word first.</source>
        <translation>Saisissez d’abord le mot secret.</translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%Ln claim(s) used</source>
        <translation>
            <numerusform>%Ln mint utilisé</numerusform>
            <numerusform>%Ln mints utilisés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{claimed} of %Ln claim(s) used, {left} left</source>
        <translation>
            <numerusform>{claimed} mint(s) utilisé(s) sur %Ln, {left} restant(s)</numerusform>
            <numerusform>{claimed} mint(s) utilisé(s) sur %Ln, {left} restant(s)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+146"/>
        <source>The service refused the kiosk&apos;s credentials. Check them on the Connection page, then use Test connection.</source>
        <translation>Le service a refusé les identifiants de la borne. Vérifiez-les sur la page Connexion, puis utilisez Tester la connexion.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service is busy right now: try again in a minute.</source>
        <translation>Le service est occupé pour l’instant&#xa0;: réessayez dans une minute.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses on the Connection page.</source>
        <translation>Le service est injoignable. Vérifiez le réseau (Wi-Fi, câble, proxy) et les adresses du service sur la page Connexion.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in at {address}. Open a web browser on this computer and accept the network&apos;s terms; the kiosk goes on by itself then.</source>
        <translation>Le réseau du lieu répond à la place du service&#xa0;: son Wi-Fi demande une connexion à {address}. Ouvrez un navigateur web sur cet ordinateur et acceptez les conditions du réseau&#xa0;; la borne reprend alors d’elle-même.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A web page answered instead of the service: the venue&apos;s Wi-Fi may ask for a sign-in. Open a web browser on this computer and accept the network&apos;s terms; if no sign-in page opens, check the service addresses on the Connection page.</source>
        <translation>Une page web a répondu à la place du service&#xa0;: le Wi-Fi du lieu demande peut-être une connexion. Ouvrez un navigateur web sur cet ordinateur et acceptez les conditions du réseau&#xa0;; si aucune page de connexion ne s’ouvre, vérifiez les adresses du service sur la page Connexion.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service does not know that drop. Check its id or fancy id.</source>
        <translation>Le service ne connaît pas ce drop. Vérifiez son id ou son fancy id.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service does not know the chosen drop: choose the drop again.</source>
        <translation>Le service ne connaît pas le drop choisi&#xa0;: choisissez à nouveau le drop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The service does not know that secret word. Words are case-sensitive: check the spelling.</source>
        <translation>Le service ne connaît pas ce mot secret. Les majuscules et minuscules comptent&#xa0;: vérifiez l’orthographe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The edit code is wrong. It is the six-digit code the drop&apos;s creator chose; ask them.</source>
        <translation>Le code de modification est faux. C’est le code à six chiffres choisi par le créateur du drop&#xa0;; demandez-le-lui.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refused this: {reason}</source>
        <translation>Le service a refusé&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service gave an answer the kiosk does not understand: try again, and check the service address if it keeps happening.</source>
        <translation>Le service a donné une réponse que la borne ne comprend pas&#xa0;: réessayez, et vérifiez l’adresse du service si cela se reproduit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>Le service a répondu par une erreur. Réessayez dans une minute.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request reached the service, but its answer was lost: it may have been done. Check before you ask again.</source>
        <translation>La demande est arrivée au service, mais sa réponse s’est perdue&#xa0;: elle a peut-être été traitée. Vérifiez avant de redemander.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong on this computer ({error}). Try again; if it keeps failing, run kiosk doctor.</source>
        <translation>Un problème est survenu sur cet ordinateur ({error}). Réessayez&#xa0;; si l’échec persiste, lancez kiosk doctor.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location line="+11"/>
        <source>The settings could not be saved ({reason}): check the disk, then try again.</source>
        <translation>Les réglages n’ont pas pu être enregistrés ({reason})&#xa0;: vérifiez le disque, puis réessayez.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location line="+11"/>
        <source>Mint Kiosk is already running on this computer; its window was brought to the front.</source>
        <translation>Mint Kiosk est déjà lancé sur cet ordinateur&#xa0;; sa fenêtre a été mise au premier plan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mint Kiosk is already running on this computer but does not answer. If its window does not appear within a minute, restart the computer.</source>
        <translation>Mint Kiosk est déjà lancé sur cet ordinateur mais ne répond pas. Si sa fenêtre n’apparaît pas d’ici une minute, redémarrez l’ordinateur.</translation>
    </message>
</context>
<context>
    <name>Staff</name>
    <message>
        <location filename="../../kiosk/ui/operator/step_texts.py" line="+29"/>
        <source>Mint codes</source>
        <translation>Codes de mint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>Mot secret</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kiosk options</source>
        <translation>Options de la borne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operator pass</source>
        <translation>Carte du personnel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save the API key, client id and client secret first.</source>
        <translation>Enregistrez d’abord la clé API, le client id et le client secret.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the drop this kiosk mints first.</source>
        <translation>Choisissez d’abord le drop que minte cette borne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set an operator PIN first: kiosk mode locks the screen with it.</source>
        <translation>Définissez d’abord un PIN du personnel&#xa0;: le mode borne verrouille l’écran avec.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="-17"/>
        <source>Mints per 15 minutes</source>
        <translation>Mints par 15 minutes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bar for each quarter hour of the last 4 hours, oldest first.</source>
        <translation>Une barre par quart d’heure des 4 dernières heures, le plus ancien d’abord.</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/statistics_page.py" line="+70"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Live counts for the chosen drop; they update while this page is open.</source>
        <translation>Chiffres en direct pour le drop choisi&#xa0;; ils se mettent à jour tant que cette page est ouverte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Minted</source>
        <translation>Mintés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On their way</source>
        <translation>En route</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved for e-mail</source>
        <translation>Réservés pour l’e-mail</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already claimed</source>
        <translation>Déjà utilisés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Being checked</source>
        <translation>En vérification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued offline</source>
        <translation>En attente hors ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes left</source>
        <translation>Codes restants</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: links left</source>
        <translation>Distributeur&#xa0;: liens restants</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: shown</source>
        <translation>Distributeur&#xa0;: affichés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: claimed</source>
        <translation>Distributeur&#xa0;: utilisés</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Mints per 15 minutes, last 4 hours (local time)</source>
        <translation>Mints par 15 minutes, 4 dernières heures (heure locale)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Counted while the kiosk is open</source>
        <translation>Comptés tant que la borne est ouverte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dispenser&apos;s last count, without claims elsewhere</source>
        <translation>Dernier compte du distributeur, sans les utilisations ailleurs</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enter the edit code on the Codes page</source>
        <translation>Saisissez le code de modification sur la page Codes de mint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The drop has expired: no code can be minted</source>
        <translation>Le drop a expiré&#xa0;: aucun code ne peut être minté</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None left: request more mints</source>
        <translation>Plus aucun&#xa0;: demandez plus de mints</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If not expired (the service did not say its date)</source>
        <translation>S’il n’a pas expiré (le service n’a pas donné sa date)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than {threshold}: request more mints</source>
        <translation>Moins de {threshold}&#xa0;: demandez plus de mints</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+37"/>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not check; tries again soon</source>
        <translation>Vérification impossible&#xa0;; nouvel essai bientôt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mints wait to be sent. Last error: {error}</source>
        <translation>Les mints attendent d’être envoyés. Dernière erreur&#xa0;: {error}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mints wait for the connection; they are sent when it is back.</source>
        <translation>Les mints attendent la connexion&#xa0;; ils seront envoyés à son retour.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <location line="-95"/>
        <source>%Ln failed after the service took them: see the Journal</source>
        <translation>
            <numerusform>%Ln en échec après acceptation par le service&#xa0;: voir le Journal</numerusform>
            <numerusform>%Ln en échec après acceptation par le service&#xa0;: voir le Journal</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TouchKeyboard</name>
    <message>
        <location filename="../../kiosk/ui/touch_keyboard.py" line="+98"/>
        <source>Delete last character</source>
        <translation>Effacer le dernier caractère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last character you typed.</source>
        <translation>Efface le dernier caractère tapé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removes everything you typed.</source>
        <translation>Efface tout ce que vous avez tapé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sends what you typed.</source>
        <translation>Envoie ce que vous avez tapé.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Types {key}.</source>
        <translation>Tape {key}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>abc</source>
        <translation>abc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Small letters</source>
        <translation>Minuscules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to small letters.</source>
        <translation>Passe les touches en minuscules.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ABC</source>
        <translation>ABC</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capital letters</source>
        <translation>Majuscules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to capital letters.</source>
        <translation>Passe les touches en majuscules.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At sign</source>
        <translation>Arobase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dot</source>
        <translation>Point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyphen</source>
        <translation>Tiret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underscore</source>
        <translation>Tiret bas</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../kiosk/ui/welcome_page.py" line="+38"/>
        <source>Get your event collectible</source>
        <translation>Votre souvenir de l’événement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scan your mint QR</source>
        <translation>Scannez le QR de mint</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No camera — type your code instead</source>
        <translation>Pas de caméra — tapez votre code</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>No QR code?</source>
        <translation>Pas de QR code&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>Taper un code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret word</source>
        <translation>Mot secret</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Scan your mint QR code, or choose another way in.</source>
        <translation>Scannez votre QR code de mint, ou choisissez un autre moyen.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Opens a keyboard to type the code of your mint link.</source>
        <translation>Ouvre un clavier pour taper le code de votre lien de mint.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens a keyboard to type the secret word announced at this event.</source>
        <translation>Ouvre un clavier pour taper le mot secret annoncé à cet événement.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Scan your mint QR code.</source>
        <translation>Scannez votre QR code de mint.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the code of your mint link, or the secret word announced at this event.</source>
        <translation>Tapez le code de votre lien de mint, ou le mot secret annoncé à cet événement.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the code of your mint link.</source>
        <translation>Tapez le code de votre lien de mint.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the secret word announced at this event.</source>
        <translation>Tapez le mot secret annoncé à cet événement.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No camera — type the secret word instead</source>
        <translation>Pas de caméra — tapez le mot secret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — please ask the staff</source>
        <translation>Pas de caméra — demandez au personnel</translation>
    </message>
</context>
</TS>
