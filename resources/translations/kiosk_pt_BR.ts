<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>ArtworkView</name>
    <message>
        <location filename="../../kiosk/ui/widgets.py" line="+122"/>
        <source>Artwork</source>
        <translation>Imagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The collectible&apos;s picture.</source>
        <translation>A imagem do colecionável.</translation>
    </message>
</context>
<context>
    <name>AttendeePage</name>
    <message>
        <location filename="../../kiosk/ui/attendee_page.py" line="+33"/>
        <source>Start over</source>
        <translation>Recomeçar</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Next in line: your code was read. Your turn starts in a moment.</source>
        <translation>Próximo da fila: seu código foi lido. Sua vez começa em instantes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Clears what you typed and goes back to the welcome screen.</source>
        <translation>Apaga o que você digitou e volta para a tela inicial.</translation>
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
        <translation>O quiosque abre em instantes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking your code…</source>
        <translation>Verificando seu código…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>This takes a few seconds.</source>
        <translation>Isso leva alguns segundos.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Checking the secret word…</source>
        <translation>Verificando a palavra secreta…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minting your collectible…</source>
        <translation>Mintando seu colecionável…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please wait, this can take a little while.</source>
        <translation>Aguarde, isso pode levar um tempinho.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Almost there…</source>
        <translation>Quase lá…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the blockchain to confirm it.</source>
        <translation>Aguardando a confirmação da blockchain.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Working</source>
        <translation>Em andamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turning circle: the kiosk is at work.</source>
        <translation>Um círculo girando: o quiosque está trabalhando.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Goes back to the welcome screen. It does not stop the mint already asked for.</source>
        <translation>Volta para a tela inicial. Não interrompe o mint já pedido.</translation>
    </message>
</context>
<context>
    <name>CameraView</name>
    <message>
        <location filename="../../kiosk/ui/camera_view.py" line="+39"/>
        <location line="+43"/>
        <source>Hold it steady…</source>
        <translation>Segure firme…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>One code at a time, please: hold only one QR code inside the four corners.</source>
        <translation>Um código de cada vez, por favor: mantenha só um QR code dentro dos quatro cantos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Camera</source>
        <translation>Câmera</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hold the QR code inside the four corners.</source>
        <translation>Mantenha o QR code dentro dos quatro cantos.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>One code at a time, please</source>
        <translation>Um código de cada vez, por favor</translation>
    </message>
</context>
<context>
    <name>ChecksPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/checks_page.py" line="+36"/>
        <source>Passed.</source>
        <translation>Aprovado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed, with a warning.</source>
        <translation>Aprovado, com um aviso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed.</source>
        <translation>Falhou.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+8"/>
        <source>Test connection</source>
        <translation>Testar conexão</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Checks the settings, the keyring, the credentials, the service, the chosen drop and the camera, one after another, and says what to do about each problem.</source>
        <translation>Verifica, uma após a outra, as configurações, o chaveiro, as credenciais, o serviço, o drop escolhido e a câmera, e diz o que fazer em cada problema.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Runs every check; a line for each appears below.</source>
        <translation>Executa todas as verificações; uma linha para cada uma aparece abaixo.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Testing…</source>
        <translation>Testando…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%Ln check(s) failed: see the red lines.</source>
        <translation>
            <numerusform>%Ln verificação falhou: veja a linha vermelha.</numerusform>
            <numerusform>%Ln verificações falharam: veja as linhas vermelhas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All checks passed, with warnings.</source>
        <translation>Todas as verificações foram aprovadas, com avisos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>Todas as verificações foram aprovadas.</translation>
    </message>
</context>
<context>
    <name>CodeEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/code_entry_page.py" line="+18"/>
        <source>Type your code</source>
        <translation>Digite seu código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six letters or digits; capital or small letters both work. Zero and the letter O are different, as are one, I and L.</source>
        <translation>Seis letras ou números; maiúsculas ou minúsculas, tanto faz. Zero e a letra O são diferentes, assim como um, I e L.</translation>
    </message>
</context>
<context>
    <name>CodesPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/codes_page.py" line="+71"/>
        <source>Mint links (codes)</source>
        <translation>Links de mint (códigos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word claims</source>
        <translation>Resgates por palavra secreta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Website claims</source>
        <translation>Resgates pelo site</translation>
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
        <translation>Digite o código de edição de seis dígitos do drop (você o recebeu quando o drop foi criado) para ver os códigos de mint e quantos restam, ou para pedir mais.</translation>
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
        <translation>Verificar</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+103"/>
        <source>Request more mints</source>
        <translation>Pedir mais mints</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+30"/>
        <source>Edit code</source>
        <translation>Código de edição</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The six digits you got when the drop was created.</source>
        <translation>Os seis dígitos que você recebeu quando o drop foi criado.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the edit code</source>
        <translation>Mostrar o código de edição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides the digits typed.</source>
        <translation>Mostra ou oculta os dígitos digitados.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Asks the service for the drop&apos;s mint codes with this edit code.</source>
        <translation>Pede ao serviço os códigos de mint do drop com este código de edição.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Each mint code of the drop and whether it is claimed.</source>
        <translation>Cada código de mint do drop e se já foi resgatado.</translation>
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
        <translation>O quê</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The kind of mints to ask for.</source>
        <translation>O tipo de mints a pedir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+22"/>
        <source>How many</source>
        <translation>Quantidade</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>How many more mints to ask for.</source>
        <translation>Quantos mints a mais pedir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sends the request; the service&apos;s team reviews it.</source>
        <translation>Envia o pedido; a equipe do serviço vai analisá-lo.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose a drop first: its mint codes are shown here.</source>
        <translation>Escolha um drop primeiro: os códigos de mint dele aparecem aqui.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Asking the service…</source>
        <translation>Consultando o serviço…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln mint code(s): {claimed} claimed; the drop has expired, none can be minted</source>
        <translation>
            <numerusform>%Ln código de mint: {claimed} resgatados; o drop expirou, nenhum pode ser mintado</numerusform>
            <numerusform>%Ln códigos de mint: {claimed} resgatados; o drop expirou, nenhum pode ser mintado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left if the drop has not expired (the service did not say its date)</source>
        <translation>
            <numerusform>%Ln código de mint: {claimed} resgatados, {left} restantes se o drop não expirou (o serviço não informou sua data)</numerusform>
            <numerusform>%Ln códigos de mint: {claimed} resgatados, {left} restantes se o drop não expirou (o serviço não informou sua data)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left</source>
        <translation>
            <numerusform>%Ln código de mint: {claimed} resgatados, {left} restantes</numerusform>
            <numerusform>%Ln códigos de mint: {claimed} resgatados, {left} restantes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Claimed</source>
        <translation>Resgatado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not claimed yet</source>
        <translation>Ainda não resgatado</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Edit code accepted. It is kept in this computer&apos;s keyring, so the statistics can count the codes left.</source>
        <translation>Código de edição aceito. Ele fica guardado no chaveiro deste computador, para que as estatísticas possam contar os códigos restantes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit code accepted. This computer has no keyring, so it is kept only until the kiosk closes: you will be asked again after a restart.</source>
        <translation>Código de edição aceito. Este computador não tem chaveiro, então ele só fica guardado até o quiosque fechar: depois de reiniciar, ele será pedido de novo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Using the edit code kept on this computer.</source>
        <translation>Usando o código de edição guardado neste computador.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That edit code is not right for this drop. Check the six digits you got when the drop was created, and that the right drop is chosen.</source>
        <translation>Esse código de edição não é deste drop. Confira os seis dígitos que você recebeu quando o drop foi criado e se o drop certo está escolhido.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Request #{id} sent, but the drop has expired: the service refuses every claim of it, the new ones too. Its organiser can move the expiry date.</source>
        <translation>Pedido #{id} enviado, mas o drop expirou: o serviço recusa qualquer resgate, os novos também. O organizador pode mudar a data de expiração.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Request #{id} sent: the claims are added to the drop&apos;s secret word, not to these mint codes, once the service approves it. Check the word on the Secret word page.</source>
        <translation>Pedido #{id} enviado: os resgates vão para a palavra secreta do drop, não para estes códigos de mint, assim que o serviço aprovar. Confira a palavra na página “Palavra secreta”.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Request #{id} sent, but the mint codes could not be read again, so the kiosk cannot tell whether the new ones are made yet. Open this page again in a minute to see them.</source>
        <translation>Pedido #{id} enviado, mas os códigos de mint não puderam ser lidos de novo, então o quiosque não sabe se os novos já foram criados. Abra esta página de novo em um minuto para vê-los.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} done: the service made the new mint links at once. Mint codes listed before: {before}; now: {now}.</source>
        <translation>Pedido #{id} concluído: o serviço criou os novos links de mint na hora. Códigos de mint listados antes: {before}; agora: {now}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} sent: it will be reviewed by the service&apos;s team, and the new mints appear here once it is approved.</source>
        <translation>Pedido #{id} enviado: a equipe do serviço vai analisá-lo, e os novos mints aparecem aqui assim que ele for aprovado.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Check the edit code first.</source>
        <translation>Verifique o código de edição primeiro.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>An edit code is six digits: the one you got when the drop was created.</source>
        <translation>Um código de edição tem seis dígitos: é o que você recebeu quando o drop foi criado.</translation>
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
        <translation>O quiosque está offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minting is paused for now. Please try again in a few minutes.</source>
        <translation>O mint está pausado no momento. Tente de novo em alguns minutos.</translation>
    </message>
</context>
<context>
    <name>ConnectionPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/connection_page.py" line="+69"/>
        <source>Service address (base URL)</source>
        <translation>Endereço do serviço (URL base)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token issuer address (auth URL)</source>
        <translation>Endereço do emissor de tokens (URL de autenticação)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mint site address</source>
        <translation>Endereço do site de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>Chave de API</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client id</source>
        <translation>ID do cliente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client secret</source>
        <translation>Segredo do cliente</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Issued by the minting service; kept in the keyring, never shown.</source>
        <translation>Emitido pelo serviço de mint; guardado no chaveiro, nunca exibido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A web address starting with https://.</source>
        <translation>Um endereço web que começa com https://.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials are kept in this computer&apos;s keyring.</source>
        <translation>As credenciais ficam guardadas no chaveiro deste computador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The credentials come from environment variables.</source>
        <translation>As credenciais vêm de variáveis de ambiente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The credentials come partly from environment variables, the rest from the keyring.</source>
        <translation>As credenciais vêm em parte de variáveis de ambiente e o resto do chaveiro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No credentials are saved yet.</source>
        <translation>Nenhuma credencial foi salva ainda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some credentials are missing: type them below, or set their environment variables.</source>
        <translation>Faltam algumas credenciais: digite-as abaixo ou defina as variáveis de ambiente delas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials typed last are used until the kiosk closes: the keyring did not keep them.</source>
        <translation>As últimas credenciais digitadas são usadas até o quiosque fechar: o chaveiro não as guardou.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring, so credentials cannot be saved here: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Este computador não tem chaveiro, então as credenciais não podem ser salvas aqui: coloque-as nas variáveis de ambiente KIOSK_API_KEY, KIOSK_CLIENT_ID e KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This computer has no keyring to keep the credentials. Set the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET and start the kiosk again, or install a keyring (GNOME Keyring, KWallet). Credentials typed here work only until the kiosk closes.</source>
        <translation>Este computador não tem chaveiro para guardar as credenciais. Defina as variáveis de ambiente KIOSK_API_KEY, KIOSK_CLIENT_ID e KIOSK_CLIENT_SECRET e inicie o quiosque de novo, ou instale um chaveiro (GNOME Keyring, KWallet). Credenciais digitadas aqui só valem até o quiosque fechar.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Connection</source>
        <translation>Conexão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The addresses of the minting service and the credentials it issued you. Secrets go to this computer&apos;s keyring, never to the settings file.</source>
        <translation>Os endereços do serviço de mint e as credenciais que ele emitiu para você. Os segredos vão para o chaveiro deste computador, nunca para o arquivo de configurações.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the {0}</source>
        <translation>Mostrar “{0}”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides what is typed.</source>
        <translation>Mostra ou oculta o que foi digitado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checks the addresses, then saves them and the credentials.</source>
        <translation>Verifica os endereços e depois os salva junto com as credenciais.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved. Leave empty to keep it.</source>
        <translation>Salvo. Deixe em branco para manter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>from the environment variable {0}</source>
        <translation>da variável de ambiente {0}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Saving…</source>
        <translation>Salvando…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved. Next: Test connection.</source>
        <translation>Salvo. Próximo passo: Testar conexão.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Addresses saved. No keyring could keep the credentials (there is none, or it is locked), so they are used only until the kiosk closes: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>Endereços salvos. Nenhum chaveiro pôde guardar as credenciais (não há nenhum, ou ele está bloqueado), então elas só valem até o quiosque fechar: coloque-as nas variáveis de ambiente KIOSK_API_KEY, KIOSK_CLIENT_ID e KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+10"/>
        <source>Enter the {0}.</source>
        <translation>Preencha “{0}”.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The {0} must be a web address starting with https:// (or http:// for a test service).</source>
        <translation>“{0}” deve ser um endereço web que começa com https:// (ou http:// para um serviço de teste).</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message>
        <location filename="../../kiosk/ui/countdown_overlay.py" line="+46"/>
        <source>Still there?</source>
        <translation>Ainda está aí?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap to continue</source>
        <translation>Toque para continuar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Still there? Tap to continue</source>
        <translation>Ainda está aí? Toque para continuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap anywhere to keep this page.</source>
        <translation>Toque em qualquer lugar para ficar nesta página.</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>Otherwise the kiosk starts over in %Ln s.</source>
        <translation>
            <numerusform>Senão, o quiosque recomeça em %Ln s.</numerusform>
            <numerusform>Senão, o quiosque recomeça em %Ln s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DispenserPage</name>
    <message>
        <location filename="../../kiosk/ui/dispenser_page.py" line="+74"/>
        <source>Getting the collectibles ready…</source>
        <translation>Preparando os colecionáveis…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+108"/>
        <source>Tap for your collectible</source>
        <translation>Toque para pegar seu colecionável</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>You get a QR code to scan with your phone camera.</source>
        <translation>Você recebe um QR code para escanear com a câmera do celular.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One moment…</source>
        <translation>Um momento…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan with your phone camera</source>
        <translation>Escaneie com a câmera do celular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then mint it on the page your phone opens.</source>
        <translation>Depois, faça o mint na página que o celular abrir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All collectibles are handed out — thank you</source>
        <translation>Todos os colecionáveis foram entregues — obrigado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This drop has expired</source>
        <translation>Este drop expirou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its collectibles can no longer be minted.</source>
        <translation>Os colecionáveis dele não podem mais ser mintados.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No collectibles to hand out right now</source>
        <translation>Nenhum colecionável disponível agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please ask a member of staff.</source>
        <translation>Peça ajuda a alguém da equipe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service is busy</source>
        <translation>O serviço está ocupado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk is offline</source>
        <translation>O quiosque está offline</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your phone mints over its own connection: keep its internet on.</source>
        <translation>Seu celular minta pela própria conexão: mantenha a internet dele ligada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No code can be checked now. Please try again in a minute.</source>
        <translation>Nenhum código pode ser verificado agora. Tente de novo em um minuto.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Shows a QR code to scan with your phone.</source>
        <translation>Mostra um QR code para escanear com o celular.</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <location filename="../../kiosk/ui/doctor_texts.py" line="+21"/>
        <source>Settings file</source>
        <translation>Arquivo de configurações</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyring for secrets</source>
        <translation>Chaveiro para segredos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credentials (API key, client id, client secret)</source>
        <translation>Credenciais (chave de API, ID do cliente, segredo do cliente)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access token from the token issuer</source>
        <translation>Token de acesso do emissor de tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minting calls accepted (API key and token together)</source>
        <translation>Chamadas de mint aceitas (chave de API e token juntos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API key accepted by the service</source>
        <translation>Chave de API aceita pelo serviço</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen drop reachable</source>
        <translation>Drop escolhido acessível</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser lists the drop&apos;s mint links (edit code)</source>
        <translation>O distribuidor lista os links de mint do drop (código de edição)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser&apos;s links file holds mint links</source>
        <translation>O arquivo de links do distribuidor tem links de mint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Camera gives a picture</source>
        <translation>A câmera fornece imagem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints that failed after the service accepted them</source>
        <translation>Mints que falharam depois de aceitos pelo serviço</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints sent whose end the service has not told yet</source>
        <translation>Mints enviados cujo resultado o serviço ainda não informou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints saved for later of a drop this kiosk does not take</source>
        <translation>Mints guardados para depois de um drop que este quiosque não aceita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints on their way long after the service took them</source>
        <translation>Mints a caminho muito depois de o serviço aceitá-los</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mint journal can be written</source>
        <translation>O registro de mints pode ser gravado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No settings saved yet: the defaults are used. Run the setup to save them.</source>
        <translation>Nenhuma configuração foi salva ainda: os valores padrão estão em uso. Faça a configuração para salvá-los.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file is damaged (cut off, perhaps by a power cut). At its next start the kiosk keeps it aside, renamed with the date and time, and starts with the default settings: set it up again then, copying what you need from the old file.</source>
        <translation>O arquivo de configurações está danificado (cortado, talvez por uma queda de energia). Na próxima inicialização o quiosque o deixa de lado, renomeado com a data e a hora, e começa com as configurações padrão: configure-o de novo então, copiando o que precisar do arquivo antigo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file cannot be read, so at its next start the kiosk uses the default settings. Check that this user may read and write it.</source>
        <translation>O arquivo de configurações não pode ser lido, então na próxima inicialização o quiosque usará as configurações padrão. Verifique se este usuário pode lê-lo e gravá-lo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring: put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET. The access token is kept in memory only.</source>
        <translation>Este computador não tem chaveiro: coloque as credenciais nas variáveis de ambiente KIOSK_API_KEY, KIOSK_CLIENT_ID e KIOSK_CLIENT_SECRET. O token de acesso fica só na memória.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keyring is locked, so the kiosk cannot keep or read its credentials there. Log in to this computer&apos;s desktop, or unlock the login keyring, then test again. Credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET work without it.</source>
        <translation>O chaveiro está bloqueado, então o quiosque não consegue guardar nem ler as credenciais nele. Entre na área de trabalho deste computador ou desbloqueie o chaveiro de login e teste de novo. Credenciais nas variáveis de ambiente KIOSK_API_KEY, KIOSK_CLIENT_ID e KIOSK_CLIENT_SECRET funcionam sem ele.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The keyring refused to keep a test entry, so credentials saved there may be lost. Log out and in again, or restart the computer, then test again. If it keeps failing, put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>O chaveiro se recusou a guardar uma entrada de teste, então as credenciais salvas nele podem se perder. Saia da sessão e entre de novo, ou reinicie o computador, e teste de novo. Se continuar falhando, coloque as credenciais nas variáveis de ambiente KIOSK_API_KEY, KIOSK_CLIENT_ID e KIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Credentials are missing. Set KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET, or enter them in the setup (stored in the keyring).</source>
        <translation>Faltam credenciais. Defina KIOSK_API_KEY, KIOSK_CLIENT_ID e KIOSK_CLIENT_SECRET, ou informe-as na configuração (elas ficam guardadas no chaveiro).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not checked: fix the problem above first.</source>
        <translation>Não verificado: resolva primeiro o problema acima.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The token issuer refused the client id or secret, or the auth address is wrong. Check both against what the service issued you.</source>
        <translation>O emissor de tokens recusou o ID ou o segredo do cliente, ou o endereço de autenticação está errado. Compare os dois com o que o serviço emitiu para você.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer gives no tokens for this service address: check the service address against what the service issued you (the client id and secret are not in question).</source>
        <translation>O emissor de tokens não emite tokens para este endereço do serviço: compare o endereço do serviço com o que o serviço emitiu para você (o ID e o segredo do cliente não são o problema).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service address answers &quot;not found&quot; for the service&apos;s calls: check it against what the service issued you (a path too many or too few).</source>
        <translation>O endereço do serviço responde &quot;não encontrado&quot; às chamadas do serviço: compare-o com o que o serviço emitiu para você (uma parte do caminho a mais ou a menos).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer&apos;s address answers &quot;not found&quot; for token requests: nothing issues tokens there, so the client id and secret were not checked. Check the address against what the service issued you (the kiosk adds /oauth/token to it).</source>
        <translation>O endereço do emissor de tokens responde “não encontrado” aos pedidos de token: ninguém emite tokens ali, então o ID e o segredo do cliente não foram verificados. Compare o endereço com o que o serviço emitiu para você (o quiosque acrescenta /oauth/token a ele).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service refused the API key. Check it; a new key can take up to a day to work.</source>
        <translation>O serviço recusou a chave de API. Verifique-a; uma chave nova pode levar até um dia para funcionar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refuses the token the issuer gave, even a fresh one: the client id and secret do not belong to this API key. Ask the service for a matching set.</source>
        <translation>O serviço recusa o token do emissor, mesmo um novo: o ID e o segredo do cliente não pertencem a esta chave de API. Peça ao serviço um conjunto correspondente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses in the settings.</source>
        <translation>Não foi possível acessar o serviço. Verifique a rede (Wi-Fi, cabo, proxy) e os endereços do serviço nas configurações.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in (at the address above, when it names one). Open a web browser on this computer, accept the network&apos;s terms, then test again. If no sign-in page opens, check the service addresses in the settings.</source>
        <translation>A rede do local responde no lugar do serviço: o Wi-Fi dela pede um login (no endereço acima, quando indica um). Abra um navegador neste computador, aceite os termos da rede e teste de novo. Se nenhuma página de login abrir, confira os endereços do serviço nas configurações.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A web page answered at the address above, not the service: the venue&apos;s Wi-Fi may ask for a sign-in, or the address is not the service&apos;s (a web site, a typo). This says nothing of the credentials. Open a web browser on this computer: if a sign-in page opens, accept the network&apos;s terms and test again; if none does, check the service addresses in the settings.</source>
        <translation>Uma página web respondeu no endereço acima, não o serviço: o Wi-Fi do local talvez peça um login, ou o endereço não é o do serviço (um site, um erro de digitação). Isso não diz nada das credenciais. Abra um navegador neste computador: se uma página de login abrir, aceite os termos da rede e teste de novo; se não abrir, confira os endereços do serviço nas configurações.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The address in the settings answers with a redirect to the address above: the service is not where the settings say (http for https, or a path changed). The kiosk does not follow it. Check the address against what the service issued you, put the right one in the settings, then test again.</source>
        <translation>O endereço nas configurações responde com um redirecionamento para o endereço acima: o serviço não está onde as configurações dizem (http em vez de https, ou um caminho mudou). O quiosque não o segue. Compare o endereço com o que o serviço emitiu para você, coloque o certo nas configurações e teste de novo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>O serviço respondeu com um erro. Tente de novo em um minuto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No drop is chosen yet, so the kiosk cannot open for attendees. Start the kiosk, and on the Drop page of the setup choose the drop to mint.</source>
        <translation>Nenhum drop foi escolhido ainda, então o quiosque não pode abrir para os participantes. Inicie o quiosque e, na página Drop da configuração, escolha o drop a mintar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service does not know the chosen drop. Check its id in the setup.</source>
        <translation>O serviço não conhece o drop escolhido. Verifique o ID dele na configuração.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chosen drop has expired, so the service refuses every mint of it. Choose another drop, or ask its organiser to move its expiry date.</source>
        <translation>O drop escolhido expirou, então o serviço recusa todo mint dele. Escolha outro drop ou peça ao organizador para adiar a data de expiração.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service accepted these mints, then reported them failed: the attendees have no collectible. The Journal page lists them with their codes and reason.</source>
        <translation>O serviço aceitou estes mints e depois informou que falharam: os participantes estão sem o colecionável. A página Registro lista todos com o código e o motivo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service has not said yet whether these mints worked (Being checked or Sending on the Journal page): their attendees may have no collectible. The kiosk asks again while it runs; the Journal page lists them with their codes and last error, to follow up those that stay.</source>
        <translation>O serviço ainda não disse se estes mints deram certo (“Em verificação” ou “Enviando” na página Registro): os participantes talvez não tenham nenhum colecionável. O quiosque pergunta de novo enquanto roda; a página Registro os lista com seus códigos e o último erro, para acompanhar os que ficarem.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attendees were told these mints are saved for later, but they are of a drop the kiosk no longer takes: its queue fails them as another drop&apos;s and never sends them. To send them, choose their drop again on the Drop page, or add it to &quot;Also accept codes of drops&quot; in Kiosk options, before the kiosk starts.</source>
        <translation>Os participantes ouviram que estes mints foram guardados para depois, mas são de um drop que o quiosque não aceita mais: a fila dele os dá como falhos por serem de outro drop e nunca os envia. Para enviá-los, escolha de novo o drop deles na página Drop, ou adicione-o em “Aceitar também códigos de drops” nas Opções do quiosque, antes de o quiosque iniciar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service took these mints more than {0} minutes ago and has not minted them: their transaction stays pending (the chain takes a minute or two) or ended otherwise, while their attendees were told the collectible is on its way. The Journal page lists them (On its way) with their codes: follow them up with the drop&apos;s organiser or the service&apos;s support.</source>
        <translation>O serviço aceitou estes mints há mais de {0} minutos e não os mintou: a transação deles continua pendente (a chain leva um ou dois minutos) ou terminou de outro jeito, enquanto os participantes ouviram que o colecionável está a caminho. A página Registro os lista (A caminho) com seus códigos: acompanhe-os com o organizador do drop ou o suporte do serviço.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside. Until then this kiosk only reads it and mints nothing.</source>
        <translation>O registro foi gravado por um Mint Kiosk mais novo; instale essa versão de novo ou mova o arquivo para outro lugar. Até lá, este quiosque só o lê e não minta nada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot write its journal, so it mints nothing (each mint is written down before it is sent). Free some space on this computer, or make the data folder writable for this user; minting goes on by itself once it can write.</source>
        <translation>O quiosque não consegue gravar o registro, então não minta nada (cada mint é anotado antes de ser enviado). Libere espaço neste computador ou dê a este usuário permissão de escrita na pasta de dados; o mint volta sozinho assim que for possível gravar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The journal is damaged. When it starts, the kiosk moves it aside and begins a new one: mints saved in it for later are not sent then. Keep a copy of the file: it still holds them.</source>
        <translation>O registro está danificado. Ao iniciar, o quiosque o põe de lado e começa um novo: os mints guardados nele para depois não são enviados então. Guarde uma cópia do arquivo: ele ainda os contém.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk cannot create its journal there, so it would mint nothing (each mint is written down before it is sent). The data folder must be one this user can make and write: not on a read-only or full disk, and no file in its place.</source>
        <translation>O quiosque não consegue criar seu registro ali, então não mintaria nada (cada mint é anotado antes de ser enviado). A pasta de dados precisa ser uma que este usuário possa criar e gravar: não em um disco somente leitura ou cheio, e sem um arquivo no lugar dela.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edit code is kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the drop&apos;s edit code on the Mint codes page (on a computer without a keyring, again after each start).</source>
        <translation>Nenhum código de edição está guardado para o drop escolhido, então o distribuidor não consegue listar os links de mint dele e não mostra nenhum QR code. Digite o código de edição do drop na página “Códigos de mint” (num computador sem chaveiro, de novo após cada início).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service refused the edit code kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the right edit code on the Mint codes page.</source>
        <translation>O serviço recusou o código de edição guardado para o drop escolhido, então o distribuidor não consegue listar os links de mint dele e não mostra nenhum QR code. Digite o código de edição certo na página “Códigos de mint”.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service lists no unclaimed mint link of the chosen drop for this kiosk, so the dispenser shows no QR code. Request more mints on the Mint codes page.</source>
        <translation>O serviço não lista nenhum link de mint não usado do drop escolhido para este quiosque, então o distribuidor não mostra nenhum QR code. Peça mais mints na página “Códigos de mint”.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dispenser&apos;s links file is not there or cannot be read, so it shows no QR code. Load the links file again on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>O arquivo de links do distribuidor não está lá ou não pode ser lido, então ele não mostra nenhum QR code. Carregue o arquivo de links de novo na página “Opções do quiosque” ou use os links do drop.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dispenser&apos;s links file holds no mint link it can use (empty, too big, or not text), so it shows no QR code. Load a links.txt or CSV file of the drop&apos;s mint links on the Kiosk options page.</source>
        <translation>O arquivo de links do distribuidor não tem nenhum link de mint utilizável (vazio, grande demais ou não é texto), então ele não mostra nenhum QR code. Carregue um arquivo links.txt ou CSV com os links de mint do drop na página “Opções do quiosque”.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service says none of the mint links this kiosk takes from the dispenser&apos;s links file can be minted now (claimed already, of another drop, or switched off), so it shows no QR code. Load a file of the drop&apos;s unclaimed links on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>Segundo o serviço, nenhum dos links de mint que este quiosque pega do arquivo de links do distribuidor pode ser mintado agora (já resgatado, de outro drop ou desativado), então ele não mostra nenhum código QR. Carregue um arquivo com os links não resgatados do drop na página “Opções do quiosque” ou use os links do drop.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera gave no picture. Check its cable, close other programs that use it, or choose another camera in the options.</source>
        <translation>A câmera não forneceu imagem. Verifique o cabo, feche outros programas que a usam ou escolha outra câmera nas opções.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The camera sees only one colour, so it cannot read a QR code: is its shutter closed or its lens covered? Open it, then test again.</source>
        <translation>A câmera vê só uma cor, então não consegue ler nenhum código QR: a tampa está fechada ou a lente coberta? Abra-a e teste de novo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} check(s) failed, {1} need(s) attention (WARN).</source>
        <translation>Verificações com falha: {0}; com aviso (WARN): {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} check(s) failed.</source>
        <translation>Verificações com falha: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No check failed, but {0} need(s) attention: read the WARN lines above.</source>
        <translation>Nenhuma verificação falhou, mas há avisos: {0}. Leia as linhas WARN acima.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>Todas as verificações foram aprovadas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file was damaged (cut off, perhaps by a power cut), so the kiosk started with the default settings: set it up again. The old file is kept for you to copy from: {0}</source>
        <translation>O arquivo de configurações estava danificado (cortado, talvez por uma queda de energia), então o quiosque iniciou com as configurações padrão: configure-o de novo. O arquivo antigo foi mantido para você copiar o que precisar: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file {0} is damaged and could not be moved aside, so the kiosk started with the default settings. Saving the setup replaces it: copy it first if you need anything from it.</source>
        <translation>O arquivo de configurações {0} está danificado e não pôde ser movido, então o quiosque iniciou com as configurações padrão. Salvar a configuração vai substituí-lo: copie-o antes se precisar de algo dele.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file {0} cannot be read, so the kiosk started with the default settings. Check that this user may read and write it.</source>
        <translation>O arquivo de configurações {0} não pode ser lido, então o quiosque iniciou com as configurações padrão. Verifique se este usuário pode lê-lo e gravá-lo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was damaged, so the kiosk moved it aside and began a new one. Mints saved in it for later (no connection at the time) were not sent, and its rows are not on the Journal page. The old file is kept: {0}</source>
        <translation>O registro estava danificado, então o quiosque o pôs de lado e começou um novo. Os mints guardados nele para depois (sem conexão naquele momento) não foram enviados, e as linhas dele não estão na página Registro. O arquivo antigo foi mantido: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside ({0}), then start the kiosk again. Until then this kiosk only shows it and mints nothing.</source>
        <translation>O registro foi gravado por um Mint Kiosk mais novo; instale essa versão de novo ou mova o arquivo para outro lugar ({0}) e inicie o quiosque de novo. Até lá, este quiosque só o exibe e não minta nada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}), the file or its folder is read-only. Make them writable for this user; minting goes on by itself then.</source>
        <translation>O quiosque não minta nada: não consegue gravar o registro ({0}), pois o arquivo ou a pasta dele é somente leitura. Dê permissão de escrita a este usuário; aí o mint volta sozinho.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: the disk is full, so it cannot write its journal ({0}). Free some space on this computer; minting goes on by itself then.</source>
        <translation>O quiosque não minta nada: o disco está cheio, então não consegue gravar o registro ({0}). Libere espaço neste computador; aí o mint volta sozinho.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}). Run kiosk doctor; if it keeps failing, restart the computer.</source>
        <translation>O quiosque não minta nada: não consegue gravar o registro ({0}). Execute kiosk doctor; se continuar falhando, reinicie o computador.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: something else was put in place of its journal or its folder ({0}) while it ran. Do not quit the kiosk: it still holds the journal&apos;s rows. Move what is there now aside; the kiosk writes its journal there again and minting goes on by itself.</source>
        <translation>O quiosque não minta nada: enquanto ele rodava, outra coisa foi colocada no lugar do registro ou da pasta dele ({0}). Não feche o quiosque: ele ainda guarda as linhas do registro. Mova para outro lugar o que está lá agora; o quiosque grava o registro ali de novo e o mint volta sozinho.</translation>
    </message>
</context>
<context>
    <name>DropPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/drop_page.py" line="+99"/>
        <source>Start date</source>
        <translation>Data de início</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop id</source>
        <translation>ID do drop</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Virtual</source>
        <translation>Virtual</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} to {1}, mintable until {2}</source>
        <translation>{0} a {1}, mintável até {2}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drop</source>
        <translation>Drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which drop this kiosk mints. Search by name, or type its id or fancy id.</source>
        <translation>Qual drop este quiosque minta. Pesquise pelo nome ou digite o ID ou o fancy ID.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Name of the drop</source>
        <translation>Nome do drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search</source>
        <translation>Pesquisar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Newest, Z to A, highest first</source>
        <translation>Novos, Z–A, maiores primeiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest, A to Z, lowest first</source>
        <translation>Antigos, A–Z, menores primeiro</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Próxima</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop id or fancy id</source>
        <translation>ID ou fancy ID do drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Part of a drop&apos;s name; Enter searches.</source>
        <translation>Parte do nome de um drop; Enter pesquisa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the drops whose name holds this text.</source>
        <translation>Lista os drops cujo nome contém este texto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort by</source>
        <translation>Ordenar por</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the list is sorted by.</source>
        <translation>Por que a lista está ordenada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort direction</source>
        <translation>Ordem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest or oldest first.</source>
        <translation>Mais recentes ou mais antigos primeiro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drops</source>
        <translation>Drops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a drop to see its details.</source>
        <translation>Toque em um drop para ver os detalhes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous page</source>
        <translation>Página anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops before this one.</source>
        <translation>Mostra a página de drops anterior a esta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next page</source>
        <translation>Próxima página</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops after this one.</source>
        <translation>Mostra a página de drops seguinte a esta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finds one drop by its id; Enter finds it.</source>
        <translation>Encontra um drop pelo ID; Enter busca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shows the drop with this id.</source>
        <translation>Mostra o drop com este ID.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose a drop from the list, or find it by its id.</source>
        <translation>Escolha um drop da lista ou encontre-o pelo ID.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change network…</source>
        <translation>Mudar a rede…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This drop is in use at the kiosk.</source>
        <translation>Este drop está em uso no quiosque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use this drop at the kiosk</source>
        <translation>Usar este drop no quiosque</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shows or hides the form that changes the drop&apos;s network.</source>
        <translation>Mostra ou oculta o formulário que muda a rede do drop.</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>Uses this drop all the same: the mints of another drop saved while offline are then never sent. If more were saved since, the kiosk tells you first.</source>
        <translation>Usa este drop mesmo assim: os mints de outro drop guardados sem conexão nunca serão enviados. Se mais foram guardados desde então, o quiosque avisa primeiro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk uses this drop from now on.</source>
        <translation>O quiosque usa este drop a partir de agora.</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Edit code (6 digits)</source>
        <translation>Código de edição (6 dígitos)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save network</source>
        <translation>Salvar rede</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network</source>
        <translation>Rede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network the drop mints on.</source>
        <translation>A rede em que o drop é mintado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The drop&apos;s creator has it; it is needed to change the network.</source>
        <translation>Quem criou o drop tem esse código; ele é necessário para mudar a rede.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Changes the drop&apos;s network with the edit code.</source>
        <translation>Muda a rede do drop com o código de edição.</translation>
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
        <translation>Nenhum drop tem esse nome.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service lists no drops.</source>
        <translation>O serviço não lista nenhum drop.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Id {0} · {1}</source>
        <translation>ID {0} · {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Network: reading…</source>
        <translation>Rede: lendo…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Network: {0}</source>
        <translation>Rede: {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drop {0} now mints on {1}.</source>
        <translation>O drop {0} agora é mintado em {1}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The network is now {0}.</source>
        <translation>A rede agora é {0}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The kiosk now uses {0}, but the drop has expired: the service mints none of its codes.</source>
        <translation>O quiosque agora usa {0}, mas o drop expirou: o serviço não minta nenhum dos códigos dele.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now uses {0}. Whether the service still mints it could not be checked: test a code before attendees come.</source>
        <translation>O quiosque agora usa {0}. Não foi possível verificar se o serviço ainda minta esse drop: teste um código antes de os participantes chegarem.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now mints {0}.</source>
        <translation>O quiosque agora minta {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Saved while offline and not sent yet: %Ln mint(s) of another drop. If the kiosk uses this drop, they are never sent, and the attendees told “Saved for later” do not get them. Tap “Use this drop at the kiosk” again to use it all the same.</source>
        <translation>
            <numerusform>Guardado sem conexão e ainda não enviado: %Ln mint de outro drop. Se o quiosque usar este drop, ele nunca será enviado, e quem leu “Guardado para depois” não o receberá. Toque de novo em “Usar este drop no quiosque” para usá-lo mesmo assim.</numerusform>
            <numerusform>Guardados sem conexão e ainda não enviados: %Ln mints de outro drop. Se o quiosque usar este drop, eles nunca serão enviados, e quem leu “Guardado para depois” não os receberá. Toque de novo em “Usar este drop no quiosque” para usá-lo mesmo assim.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Changing the network…</source>
        <translation>Mudando a rede…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Page {0} of {1}</source>
        <translation>Página {0} de {1}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Type the drop&apos;s id (digits) or its fancy id first.</source>
        <translation>Digite primeiro o ID (números) ou o fancy ID do drop.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The edit code has six digits: the drop&apos;s creator has it.</source>
        <translation>O código de edição tem seis dígitos: quem criou o drop tem esse código.</translation>
    </message>
</context>
<context>
    <name>InputProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+15"/>
        <source>Nothing typed yet</source>
        <translation>Nada digitado ainda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below, then press OK.</source>
        <translation>Digite com as teclas abaixo e toque em OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is too long</source>
        <translation>Muito longo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again.</source>
        <translation>Confira o que você digitou e tente de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This mint link is for another site</source>
        <translation>Este link de mint é de outro site</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the mint link or code you got for this event.</source>
        <translation>Use o link ou código de mint que você recebeu para este evento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a POAP mint link</source>
        <translation>Este é um link de mint do POAP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This kiosk mints with another service. Please ask the staff.</source>
        <translation>Este quiosque minta com outro serviço. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This is a POAP web page, not a mint link</source>
        <translation>Esta é uma página do POAP, não um link de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Scan your mint QR code, or type your code.</source>
        <translation>Escaneie seu QR code de mint ou digite seu código.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>This is not a mint link</source>
        <translation>Isto não é um link de mint</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A code has six letters or digits</source>
        <translation>Um código tem seis letras ou números</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your code and type it again.</source>
        <translation>Confira seu código e digite de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That secret word does not look right</source>
        <translation>Essa palavra secreta não parece certa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use only letters, digits and hyphens.</source>
        <translation>Use só letras, números e hífens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address is not complete</source>
        <translation>Esse endereço de carteira está incompleto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts with 0x and has 40 more letters and digits.</source>
        <translation>Ele começa com 0x e tem mais 40 letras e números.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address has a typo</source>
        <translation>Esse endereço de carteira tem um erro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check each character, or scan your wallet QR.</source>
        <translation>Confira cada caractere ou escaneie o QR da sua carteira.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody can receive at that address</source>
        <translation>Ninguém pode receber nesse endereço</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything sent there is lost. Give your own wallet.</source>
        <translation>O que for enviado para lá se perde. Informe sua própria carteira.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This QR asks your wallet to send something</source>
        <translation>Este QR pede para sua carteira enviar algo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Show your wallet&apos;s receive address QR instead.</source>
        <translation>Mostre o QR de recebimento da sua carteira.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>That name uses look-alike letters</source>
        <translation>Esse nome usa letras parecidas com outras</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That looks like a mint code, not a wallet</source>
        <translation>Isso parece um código de mint, não uma carteira</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>That name holds a hidden character</source>
        <translation>Esse nome tem um caractere oculto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below instead.</source>
        <translation>Digite-o com as teclas abaixo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written “{name}”</source>
        <translation>Este nome se escreve “{name}”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written differently</source>
        <translation>Este nome se escreve de outro jeito</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If that is yours, type it like that and press OK.</source>
        <translation>Se for o seu, digite assim e toque em OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That name does not look right</source>
        <translation>Esse nome não parece certo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wallet name ends in .eth, for example alice.eth.</source>
        <translation>Um nome de carteira termina em .eth, por exemplo alice.eth.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That e-mail address does not look right</source>
        <translation>Esse e-mail não parece certo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it, for example name@example.com.</source>
        <translation>Confira, por exemplo nome@example.com.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your wallet, .eth name or e-mail.</source>
        <translation>Informe sua carteira, nome .eth ou e-mail.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is a wallet, not a mint code</source>
        <translation>Isso é uma carteira, não um código de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First scan or type your code; the wallet comes next.</source>
        <translation>Primeiro escaneie ou digite seu código; a carteira vem depois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>We did not recognise that</source>
        <translation>Não reconhecemos isso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again, or ask the staff.</source>
        <translation>Confira o que você digitou e tente de novo, ou peça ajuda à equipe.</translation>
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
        <translation>Como</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code or word</source>
        <translation>Código ou palavra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recipient</source>
        <translation>Destinatário</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why / details</source>
        <translation>Motivo / detalhes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mint link</source>
        <translation>Link de mint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Typed code</source>
        <translation>Código digitado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>Palavra secreta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sending</source>
        <translation>Enviando</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted</source>
        <translation>Mintado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On its way</source>
        <translation>A caminho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved for e-mail</source>
        <translation>Reservado para e-mail</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already claimed</source>
        <translation>Já resgatado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being checked</source>
        <translation>Em verificação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued offline</source>
        <translation>Na fila offline</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Link or word expired</source>
        <translation>Link ou palavra expirado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not open yet</source>
        <translation>Palavra ainda não aberta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word switched off</source>
        <translation>Palavra desativada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not active, why not known</source>
        <translation>Palavra não ativa, motivo desconhecido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such link, code or word</source>
        <translation>Link, código ou palavra inexistente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address refused</source>
        <translation>Endereço recusado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already has this drop reserved</source>
        <translation>Já tem este drop reservado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already holds this drop</source>
        <translation>Já tem este drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claimed before with another code</source>
        <translation>Já resgatado com outro código</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No claims left</source>
        <translation>Sem resgates restantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service busy</source>
        <translation>Serviço ocupado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No connection</source>
        <translation>Sem conexão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service error</source>
        <translation>Erro do serviço</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed after the service took it</source>
        <translation>Falhou depois de aceito pelo serviço</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted to an address nobody owns (the name&apos;s record)</source>
        <translation>Mintado para um endereço que não é de ninguém (pelo registro do nome)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent, outcome not known yet</source>
        <translation>Enviado, resultado ainda desconhecido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code of another drop</source>
        <translation>Código de outro drop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word for the POAP app only</source>
        <translation>Palavra só para o app POAP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A word staff did not choose for this kiosk</source>
        <translation>Uma palavra que a equipe não escolheu para este quiosque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service refused this kiosk&apos;s credentials</source>
        <translation>O serviço recusou as credenciais deste quiosque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the journal could not be written</source>
        <translation>Não enviado: o registro não pôde ser gravado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The journal could not be read just now; what is shown may be out of date.</source>
        <translation>O registro não pôde ser lido agora; o que aparece pode estar desatualizado.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Checked only, not minted</source>
        <translation>Só verificado, não mintado</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{time} · {how} · {outcome}</source>
        <translation>{time} · {how} · {outcome}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Code or word: {code}</source>
        <translation>Código ou palavra: {code}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recipient: {recipient}</source>
        <translation>Destinatário: {recipient}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minted to: {address}</source>
        <translation>Mintado para: {address}</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/journal_page.py" line="+175"/>
        <source>Journal</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every mint attempt, newest first. Recipients are shortened here and in the exported file.</source>
        <translation>Todas as tentativas de mint, das mais recentes às mais antigas. Os destinatários aparecem abreviados aqui e no arquivo exportado.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mint attempts</source>
        <translation>Tentativas de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest first; tap a row to read it in full below.</source>
        <translation>Mais recentes primeiro; toque em uma linha para lê-la inteira abaixo.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Show older attempts</source>
        <translation>Mostrar tentativas mais antigas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adds older attempts to the table.</source>
        <translation>Adiciona tentativas mais antigas à tabela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves every mint attempt in the journal as a CSV file you choose.</source>
        <translation>Salva cada tentativa de mint do registro como um arquivo CSV de sua escolha.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Exporting to {path}…</source>
        <translation>Exportando para {path}…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not export to {path}. {problem}</source>
        <translation>Não foi possível exportar para {path}. {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The journal was not read yet.</source>
        <translation>O registro ainda não foi lido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No mint attempts yet.</source>
        <translation>Nenhuma tentativa de mint ainda.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Export the journal</source>
        <translation>Exportar o registro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tap a row to read it here in full, with its code.</source>
        <translation>Toque em uma linha para lê-la aqui inteira, com o código.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk may not write there. Choose another folder, such as Documents or a USB stick.</source>
        <translation>O quiosque não pode gravar aí. Escolha outra pasta, como Documentos ou um pendrive.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That folder does not exist. Choose another folder.</source>
        <translation>Essa pasta não existe. Escolha outra pasta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That name is a folder. Type a file name.</source>
        <translation>Esse nome é uma pasta. Digite um nome de arquivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full. Free some space or choose a USB stick.</source>
        <translation>O disco está cheio. Libere espaço ou escolha um pendrive.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be written ({reason}).</source>
        <translation>O arquivo não pôde ser gravado ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal could not be read. Try again; if it keeps failing, restart the kiosk.</source>
        <translation>O registro não pôde ser lido. Tente de novo; se continuar falhando, reinicie o quiosque.</translation>
    </message>
</context>
<context>
    <name>JournalPage</name>
    <message numerus="yes">
        <location line="-110"/>
        <source>Exported %Ln row(s) to {path}</source>
        <translation>
            <numerusform>%Ln linha exportada para {path}</numerusform>
            <numerusform>%Ln linhas exportadas para {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Exported to {path}, but %Ln result(s) the journal cannot write yet are not in the file: export again once it can.</source>
        <translation>
            <numerusform>Exportado para {path}, mas %Ln resultado que o registro ainda não consegue gravar não está no arquivo: exporte de novo quando ele conseguir.</numerusform>
            <numerusform>Exportado para {path}, mas %Ln resultados que o registro ainda não consegue gravar não estão no arquivo: exporte de novo quando ele conseguir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Showing {shown} of %Ln attempt(s)</source>
        <translation>
            <numerusform>Mostrando {shown} de %Ln tentativa</numerusform>
            <numerusform>Mostrando {shown} de %Ln tentativas</numerusform>
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
        <translation>Mostra o quiosque neste idioma.</translation>
    </message>
</context>
<context>
    <name>MintsChart</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="+52"/>
        <source>%Ln mint(s) in all: a bar for each quarter hour, oldest first.</source>
        <translation>
            <numerusform>%Ln mint no total: uma barra por quarto de hora, a mais antiga primeiro.</numerusform>
            <numerusform>%Ln mints no total: uma barra por quarto de hora, a mais antiga primeiro.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorArea</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_area.py" line="+56"/>
        <source>Not checked yet.</source>
        <translation>Ainda não verificado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done.</source>
        <translation>Concluído.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Works, with a warning.</source>
        <translation>Funciona, com um aviso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still to do or failed.</source>
        <translation>Falta fazer ou falhou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working…</source>
        <translation>Em andamento…</translation>
    </message>
    <message>
        <location line="+184"/>
        <location line="+2"/>
        <source>Close the kiosk?</source>
        <translation>Fechar o quiosque?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attendees cannot mint here until someone starts the kiosk again. Mints already sent are kept in the journal and followed up at the next start.</source>
        <translation>Os participantes não poderão mintar aqui até alguém iniciar o quiosque de novo. Os mints já enviados ficam no registro e são acompanhados no próximo início.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close the kiosk</source>
        <translation>Fechar o quiosque</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Closes the kiosk app now.</source>
        <translation>Fecha o app do quiosque agora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keeps the kiosk running.</source>
        <translation>Mantém o quiosque funcionando.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Next step</source>
        <translation>Próxima etapa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the next step of the setup.</source>
        <translation>Mostra a próxima etapa da configuração.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the kiosk</source>
        <translation>Voltar ao quiosque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves the staff area: attendees can mint again.</source>
        <translation>Sai da área da equipe: os participantes podem mintar de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close app</source>
        <translation>Fechar app</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asks first, then closes the kiosk app.</source>
        <translation>Pergunta antes e depois fecha o app do quiosque.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Setup</source>
        <translation>Etapas</translation>
    </message>
</context>
<context>
    <name>OperatorPassPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_pass_page.py" line="+61"/>
        <location line="+48"/>
        <source>Operator pass</source>
        <translation>Crachá da equipe</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Mint Kiosk — staff pass</source>
        <translation>Mint Kiosk — crachá da equipe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scan at the kiosk to open the staff area. Keep it safe; a new pass cancels this one.</source>
        <translation>Escaneie-o no quiosque para abrir a área da equipe. Guarde-o bem; um crachá novo cancela este.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scan this card at the kiosk to open the staff area. Keep it safe; making a new one cancels this one.</source>
        <translation>Escaneie este crachá no quiosque para abrir a área da equipe. Guarde-o bem; criar um novo cancela este.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Operator pass QR code</source>
        <translation>QR code do crachá da equipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan it at the kiosk to open the staff area.</source>
        <translation>Escaneie-o no quiosque para abrir a área da equipe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pass to show. A pass printed before the kiosk last started still works, but it cannot be shown again: make a new one to print it (the old card then stops working).</source>
        <translation>Nenhum crachá para mostrar. Um crachá impresso antes do último início do quiosque ainda funciona, mas não pode ser mostrado de novo: crie um novo para imprimi-lo (o crachá antigo deixa de funcionar).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make a new pass</source>
        <translation>Criar um crachá novo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as PDF…</source>
        <translation>Salvar como PDF…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Makes a new pass; the old card stops working.</source>
        <translation>Cria um crachá novo; o crachá antigo deixa de funcionar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints the pass on a printer you choose.</source>
        <translation>Imprime o crachá na impressora que você escolher.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves the pass as a PDF file you choose.</source>
        <translation>Salva o crachá como um arquivo PDF de sua escolha.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Making a new pass…</source>
        <translation>Criando um crachá novo…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New pass made. Print it now: the old card no longer works.</source>
        <translation>Crachá novo criado. Imprima agora: o crachá antigo não funciona mais.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save the settings, so the old pass still works. Try again.</source>
        <translation>Não foi possível salvar as configurações, então o crachá antigo ainda funciona. Tente de novo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not make a new pass. Try again.</source>
        <translation>Não foi possível criar um crachá novo. Tente de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sent to the printer.</source>
        <translation>Enviado para a impressora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not print the pass.</source>
        <translation>Não foi possível imprimir o crachá.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved as {path}.</source>
        <translation>Salvo como {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the file. Choose another folder or a USB stick.</source>
        <translation>Não foi possível salvar o arquivo. Escolha outra pasta ou um pendrive.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the operator pass</source>
        <translation>Salvar o crachá da equipe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/options_page.py" line="+146"/>
        <location line="+335"/>
        <source>Type the new PIN twice.</source>
        <translation>Digite o novo PIN duas vezes.</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>A PIN is digits only (0 to 9).</source>
        <translation>Um PIN tem só números (0 a 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+323"/>
        <source>A PIN has {low} to {high} digits.</source>
        <translation>Um PIN tem de {low} a {high} dígitos.</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>The two PINs are not the same: type them again.</source>
        <translation>Os dois PINs não são iguais: digite-os de novo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{file}: no mint links in it (empty, too big or not a text file).</source>
        <translation>{file}: nenhum link de mint (vazio, grande demais ou não é um arquivo de texto).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file}
Links to hand out: {free}</source>
        <translation>{file}
Links para distribuir: {free}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claimed already: {count}</source>
        <translation>Já resgatados: {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of other drops, refused: {count}</source>
        <translation>De outros drops, recusados: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown to the service: {count}</source>
        <translation>Desconhecidos pelo serviço: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines without a mint link: {count}</source>
        <translation>Linhas sem link de mint: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given more than once: {count}</source>
        <translation>Repetidos: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked yet (no answer): {count}</source>
        <translation>Ainda não verificados (sem resposta): {count}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Kiosk options</source>
        <translation>Opções do quiosque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How attendees may get in, timings, the camera, the language and the operator PIN.</source>
        <translation>Como os participantes entram, tempos, a câmera, o idioma e o PIN da equipe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scan with the camera</source>
        <translation>Escanear com a câmera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may scan their mint QR code.</source>
        <translation>Os participantes podem escanear o QR code de mint.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type a mint code</source>
        <translation>Digitar código de mint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may type the code of their mint link.</source>
        <translation>Os participantes podem digitar o código do link de mint.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say a secret word</source>
        <translation>Informar palavra secreta</translation>
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
        <translation>Voltar ao início após</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Seconds without a touch before a page starts over.</source>
        <translation>Segundos sem toque antes de uma página recomeçar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+313"/>
        <source>Show each result for</source>
        <translation>Mostrar cada resultado por</translation>
    </message>
    <message>
        <location line="-312"/>
        <source>Seconds a result stays on screen.</source>
        <translation>Segundos que um resultado fica na tela.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds</source>
        <translation>Tocar sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sound for each result.</source>
        <translation>Um som para cada resultado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour the result screens</source>
        <translation>Colorir as telas de resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off, only the result&apos;s icon is coloured.</source>
        <translation>Desligado: só o ícone do resultado fica colorido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Large text on the attendee screens</source>
        <translation>Texto grande para os participantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attendee pages&apos; smaller words a fifth larger.</source>
        <translation>Os textos menores das páginas dos participantes ficam um quinto maiores.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Automatic (this computer&apos;s language)</source>
        <translation>Automático (idioma do sistema)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The attendee screens and these staff pages switch on leaving the operator area.</source>
        <translation>As telas dos participantes e estas páginas da equipe mudam de idioma ao sair da área da equipe.</translation>
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
        <translation>Câmera</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>No longer active: {count}</source>
        <translation>Não estão mais ativos: {count}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Attendees may type the secret word chosen on the Secret word page (with none chosen, the kiosk does not offer it).</source>
        <translation>Os participantes podem digitar a palavra secreta escolhida na página “Palavra secreta” (se nenhuma for escolhida, o quiosque não a oferece).</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The camera that reads QR codes, or a video file or stream.</source>
        <translation>A câmera que lê QR codes, ou um arquivo ou URL de vídeo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+202"/>
        <location line="+209"/>
        <source>Video file or stream URL</source>
        <translation>Vídeo (arquivo ou URL)</translation>
    </message>
    <message>
        <location line="-407"/>
        <source>Read instead of a camera.</source>
        <translation>Lido no lugar de uma câmera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look for cameras</source>
        <translation>Procurar câmeras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the cameras connected to this computer.</source>
        <translation>Lista as câmeras conectadas a este computador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mirror the picture</source>
        <translation>Espelhar a imagem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The camera picture is shown as in a mirror.</source>
        <translation>A imagem da câmera aparece como num espelho.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, PIN to leave</source>
        <translation>Tela cheia, PIN para sair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the PIN opens the staff area or closes the kiosk.</source>
        <translation>Só o PIN abre a área da equipe ou fecha o quiosque.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep mints while offline</source>
        <translation>Guardar mints offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked mint links are sent when the service is back.</source>
        <translation>Links de mint verificados são enviados quando o serviço voltar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+272"/>
        <source>Warn when fewer codes are left than</source>
        <translation>Avisar quando restarem menos códigos que</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>The statistics turn amber below this number.</source>
        <translation>As estatísticas ficam âmbar abaixo deste número.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 12345, 67890</source>
        <translation>ex.: 12345, 67890</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also accept codes of these drops</source>
        <translation>Aceitar também códigos destes drops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop ids, separated by commas.</source>
        <translation>IDs de drops, separados por vírgulas.</translation>
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
        <translation>Intervalo máximo entre teclas</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>Keys typed faster than this are read as a scan.</source>
        <translation>Teclas digitadas mais rápido que isso são lidas como uma leitura do scanner.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+264"/>
        <source>Shortest code</source>
        <translation>Código mais curto</translation>
    </message>
    <message>
        <location line="-263"/>
        <source>Fewer keys than this are not read as a scan.</source>
        <translation>Menos teclas que isso não contam como leitura do scanner.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codes end with Enter</source>
        <translation>Códigos terminam com Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A scan is read only when the scanner ends it with Enter.</source>
        <translation>Uma leitura só é aceita quando o scanner a termina com Enter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set PIN</source>
        <translation>Definir PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Attendees may switch the kiosk to this language.</source>
        <translation>Os participantes podem mudar o quiosque para este idioma.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attendees may switch to</source>
        <translation>Idiomas para os participantes</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mint here: camera, codes, secret word</source>
        <translation>Mintar aqui: câmera, códigos, palavra secreta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dispenser: a QR for each phone</source>
        <translation>Distribuidor: um QR para cada celular</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+67"/>
        <source>Hide an unused QR after</source>
        <translation>Ocultar um QR não usado após</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Seconds a QR stays up when nobody scans it.</source>
        <translation>Segundos que um QR fica na tela quando ninguém o escaneia.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+60"/>
        <source>This is kiosk number</source>
        <translation>Este é o quiosque número</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Which of the kiosks sharing the drop this is.</source>
        <translation>Qual dos quiosques que compartilham o drop é este.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kiosks sharing the drop</source>
        <translation>Quiosques que compartilham o drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many kiosks hand out this drop&apos;s links.</source>
        <translation>Quantos quiosques distribuem os links deste drop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Links: the drop&apos;s (edit code on Mint codes)</source>
        <translation>Links: os do drop (código de edição em Códigos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Links: a file (links.txt or CSV)</source>
        <translation>Links: um arquivo (links.txt ou CSV)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a links file…</source>
        <translation>Carregar links…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>https://poap.xyz/mint/</source>
        <translation>https://poap.xyz/mint/</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The QR opens</source>
        <translation>O QR abre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The web page a phone opens from the QR; empty: POAP&apos;s.</source>
        <translation>A página web que o celular abre pelo QR; vazio: a do POAP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>What attendees get</source>
        <translation>O que os participantes recebem</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Mint on this kiosk, or show a QR for each phone.</source>
        <translation>Mintar neste quiosque ou mostrar um QR para cada celular.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the links come from</source>
        <translation>De onde vêm os links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s links from the service, or a links file.</source>
        <translation>Os links do drop, pelo serviço, ou um arquivo de links.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+421"/>
        <source>Load a links file</source>
        <translation>Carregar arquivo de links</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>Opens a links.txt or CSV file of mint links.</source>
        <translation>Abre um arquivo links.txt ou CSV com links de mint.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>of kiosks on this drop</source>
        <translation>Total de quiosques neste drop</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The QR opens (empty: the mint site)</source>
        <translation>O QR abre (vazio: o site de mint)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+60"/>
        <source>New PIN</source>
        <translation>Novo PIN</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>New PIN again</source>
        <translation>Repetir o novo PIN</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saves the new PIN on its own.</source>
        <translation>Salva só o novo PIN.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saves all the same: the mints saved while offline of a drop these options no longer accept are then never sent. If the drops typed or the saved mints changed since, the kiosk counts them again first.</source>
        <translation>Salva mesmo assim: os mints guardados sem conexão de um drop que estas opções não aceitam mais nunca serão enviados. Se os drops digitados ou os mints guardados mudaram desde então, o quiosque os conta de novo primeiro.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saves every option on this page; the PIN is set on its own.</source>
        <translation>Salva todas as opções desta página; o PIN é definido à parte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attendees may</source>
        <translation>Os participantes podem</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Operator PIN</source>
        <translation>PIN da equipe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Again</source>
        <translation>Repetir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Screens</source>
        <translation>Telas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Kiosk</source>
        <translation>Quiosque</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also accept codes of drops (ids)</source>
        <translation>Aceitar também códigos de drops (IDs)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>USB scanner</source>
        <translation>Scanner USB</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Looking for cameras…</source>
        <translation>Procurando câmeras…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number}</source>
        <translation>Câmera {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cameras found: {count}</source>
        <translation>Câmeras encontradas: {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No camera found: connect one, or use a video file or stream URL.</source>
        <translation>Nenhuma câmera encontrada: conecte uma ou use um arquivo ou URL de vídeo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking every link of {file}…</source>
        <translation>Verificando cada link de {file}…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Links loaded: press Save.</source>
        <translation>Links carregados: toque em Salvar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{file} could not be checked: is the kiosk online?</source>
        <translation>Não foi possível verificar {file}: o quiosque está online?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A PIN is set. Type a new one twice to change it.</source>
        <translation>Um PIN está definido. Digite um novo duas vezes para mudá-lo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No PIN yet: anyone can open the operator area.</source>
        <translation>Nenhum PIN ainda: qualquer pessoa pode abrir a área da equipe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setting the PIN…</source>
        <translation>Definindo o PIN…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The new PIN is saved.</source>
        <translation>O novo PIN foi salvo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved: the kiosk uses these options from when you go back to it (Back to the kiosk).</source>
        <translation>Salvo: o quiosque usa estas opções a partir de quando você voltar a ele (Voltar ao quiosque).</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Not saved yet: %Ln mint(s) saved while offline are of a drop these options no longer accept. Once saved, they are never sent, and the attendees told “Saved for later” do not get them. Tap Save again to save all the same.</source>
        <translation>
            <numerusform>Ainda não salvo: %Ln mint guardado sem conexão é de um drop que estas opções não aceitam mais. Depois de salvar, ele nunca será enviado, e quem leu “Guardado para depois” não o receberá. Toque em Salvar de novo para salvar mesmo assim.</numerusform>
            <numerusform>Ainda não salvo: %Ln mints guardados sem conexão são de um drop que estas opções não aceitam mais. Depois de salvar, eles nunca serão enviados, e quem leu “Guardado para depois” não os receberá. Toque em Salvar de novo para salvar mesmo assim.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The PIN could not be set: type it again.</source>
        <translation>Não foi possível definir o PIN: digite-o de novo.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Attendees need at least one way in: keep the camera, codes or a secret word.</source>
        <translation>Os participantes precisam de pelo menos uma forma de entrar: mantenha a câmera, os códigos ou uma palavra secreta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number} (not found now)</source>
        <translation>Câmera {number} (não encontrada)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{language} (no translation: English)</source>
        <translation>{language} (sem tradução: inglês)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Links (*.txt *.csv);;All files (*)</source>
        <translation>Links (*.txt *.csv);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The kiosk number is one of the kiosks: 1 to {count}.</source>
        <translation>O número do quiosque é um dos quiosques: de 1 a {count}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load a links file, or use the drop&apos;s links.</source>
        <translation>Carregue um arquivo de links ou use os links do drop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The QR&apos;s page is a web address (https://…), or empty.</source>
        <translation>A página do QR é um endereço web (https://…) ou fica vazia.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the video file or stream URL, or choose a camera.</source>
        <translation>Digite o arquivo ou a URL do vídeo, ou escolha uma câmera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop ids are numbers, separated by commas (e.g. 12345, 67890).</source>
        <translation>IDs de drops são números separados por vírgulas (ex.: 12345, 67890).</translation>
    </message>
</context>
<context>
    <name>OutOfOrderPage</name>
    <message>
        <location filename="../../kiosk/ui/out_of_order_page.py" line="+24"/>
        <source>Out of order</source>
        <translation>Fora de serviço</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please ask a staff member.</source>
        <translation>Peça ajuda a alguém da equipe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sorry, this kiosk cannot mint right now.</source>
        <translation>Desculpe, este quiosque não pode mintar agora.</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="-398"/>
        <source>It&apos;s yours!</source>
        <translation>É seu!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your collectible is minted. It is in your wallet now.</source>
        <translation>Seu colecionável foi mintado. Ele já está na sua carteira.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Being written to the chain</source>
        <translation>Gravando na blockchain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service took your mint and is writing it now. You can go: it appears in your wallet in a few minutes, and staff see it if anything goes wrong.</source>
        <translation>O serviço recebeu seu mint e está gravando agora. Pode ir: ele aparece na sua carteira em alguns minutos, e a equipe vê se algo der errado.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check your e-mail</source>
        <translation>Confira seu e-mail</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the e-mail we sent you to collect it.</source>
        <translation>Abra o e-mail que enviamos para resgatá-lo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code was already used</source>
        <translation>Este código já foi usado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each code works once. Please ask the staff for help.</source>
        <translation>Cada código vale uma vez. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code is no longer active</source>
        <translation>Este código não está mais ativo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It has expired. Please ask the staff for help.</source>
        <translation>Ele expirou. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>We could not find that code</source>
        <translation>Não encontramos esse código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it and try again, or ask the staff for help.</source>
        <translation>Confira e tente de novo, ou peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address was not accepted</source>
        <translation>Esse endereço não foi aceito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your wallet address or e-mail and try again.</source>
        <translation>Confira o endereço da carteira ou o e-mail e tente de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+115"/>
        <source>You already have this one</source>
        <translation>Você já tem este</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>This wallet already claimed this collectible before. One per person: if it is not in your wallet soon, ask the staff.</source>
        <translation>Esta carteira já resgatou este colecionável antes. Um por pessoa: se ele não aparecer logo na sua carteira, fale com a equipe.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your code was checked, but the kiosk could not finish your mint just now. It finishes it as soon as the service answers again, never twice; staff see if it fails.</source>
        <translation>Seu código foi verificado, mas o quiosque não conseguiu concluir seu mint agora. Ele conclui o mint assim que o serviço voltar a responder, nunca duas vezes; a equipe vê se falhar.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This e-mail address already has this collectible reserved. One per person.</source>
        <translation>Este colecionável já está reservado para este e-mail. Um por pessoa.</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>This wallet already holds this collectible. One per person.</source>
        <translation>Esta carteira já tem este colecionável. Um por pessoa.</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Not open yet</source>
        <translation>Ainda não abriu</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+213"/>
        <source>It works later. Please ask the staff when.</source>
        <translation>Vale mais tarde. Pergunte à equipe quando.</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>This secret word is switched off</source>
        <translation>Esta palavra secreta está desativada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s organiser switched it off for now. Please ask the staff for help.</source>
        <translation>O organizador do drop a desativou por enquanto. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is not active right now</source>
        <translation>Esta palavra secreta não está ativa agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service did not take it just now, so nothing was minted. Please ask the staff for help.</source>
        <translation>O serviço não a aceitou agora, então nada foi mintado. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Claimed before</source>
        <translation>Já resgatado</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None left</source>
        <translation>Esgotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word has no collectibles left. Ask the staff.</source>
        <translation>Esta palavra secreta não tem mais colecionáveis. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service is busy</source>
        <translation>O serviço está ocupado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was lost. Please wait a moment and try again.</source>
        <translation>Nada foi perdido. Aguarde um pouco e tente de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+167"/>
        <source>No connection right now</source>
        <translation>Sem conexão agora</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your code was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>O quiosque não consegue acessar o serviço de mint, então nada foi mintado e seu código não foi usado. Tente de novo em alguns minutos ou avise a equipe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved for later</source>
        <translation>Guardado para depois</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not confirmed yet</source>
        <translation>Ainda não confirmado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your mint was sent, but the service has not said yet whether it worked. Please do not try again: ask the staff, they can see how it ends.</source>
        <translation>Seu mint foi enviado, mas o serviço ainda não disse se deu certo. Não tente de novo: fale com a equipe, ela pode ver como termina.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The mint failed</source>
        <translation>O mint falhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service could not write it to the chain. Nothing was minted. Please ask the staff for help.</source>
        <translation>O serviço não conseguiu gravá-lo na blockchain. Nada foi mintado. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sent to an address nobody owns</source>
        <translation>Enviado para um endereço que não é de ninguém</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name points at an address nobody owns, so the collectible went there and cannot reach you. Please ask the staff for help.</source>
        <translation>Seu nome aponta para um endereço que não é de ninguém, então o colecionável foi para lá e não pode chegar até você. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is for another drop</source>
        <translation>Isto é de outro drop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not for today&apos;s collectible. Please ask the staff.</source>
        <translation>Não é do colecionável de hoje. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not taken here</source>
        <translation>Esta palavra secreta não vale aqui</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use this word in the POAP app</source>
        <translation>Use esta palavra no app POAP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word works only in the POAP app, not at this kiosk.</source>
        <translation>Esta palavra secreta só funciona no app POAP, não neste quiosque.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot mint right now</source>
        <translation>O quiosque não pode mintar agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Nothing was sent: your code was not used. Please ask the staff.</source>
        <translation>Nada foi enviado: seu código não foi usado. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The minting service refused this kiosk</source>
        <translation>O serviço de mint recusou este quiosque</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong</source>
        <translation>Algo deu errado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please try again, or ask the staff for help.</source>
        <translation>Tente de novo ou peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+28"/>
        <source>Your request was taken</source>
        <translation>Seu pedido foi recebido</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The service took it and has not confirmed it yet. You can go: the e-mail to collect it should come soon, and staff see it if anything goes wrong.</source>
        <translation>O serviço o recebeu e ainda não o confirmou. Você pode ir: o e-mail para resgatá-lo deve chegar em breve, e a equipe vê se algo der errado.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reserved for your e-mail address</source>
        <translation>Reservado para o seu e-mail</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service keeps it for your e-mail address. Please ask the staff how to collect it.</source>
        <translation>O serviço o guarda para o seu endereço de e-mail. Pergunte à equipe como resgatá-lo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The service took it and has not confirmed it yet. Please ask the staff how to collect it; they see it if anything goes wrong.</source>
        <translation>O serviço o recebeu e ainda não o confirmou. Pergunte à equipe como resgatá-lo; ela vê se algo der errado.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>We could not find that secret word</source>
        <translation>Não encontramos essa palavra secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the spelling: capital and small letters count. Or ask the staff.</source>
        <translation>Confira a grafia: maiúsculas e minúsculas contam. Ou peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is no longer active</source>
        <translation>Esta palavra secreta não está mais ativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its time is over. Please ask the staff for help.</source>
        <translation>O prazo dela acabou. Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not open yet</source>
        <translation>Esta palavra secreta ainda não está ativa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This was already claimed</source>
        <translation>Isto já foi resgatado</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Please ask the staff for help.</source>
        <translation>Peça ajuda à equipe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your secret word was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>O quiosque não consegue acessar o serviço de mint, então nada foi mintado e sua palavra secreta não foi usada. Tente de novo em alguns minutos ou avise a equipe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing was sent: your secret word was not used. Please ask the staff.</source>
        <translation>Nada foi enviado: sua palavra secreta não foi usada. Peça ajuda à equipe.</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <location filename="../../kiosk/ui/pin_pad.py" line="+70"/>
        <source>Staff only.
Enter the PIN.</source>
        <translation>Só para a equipe.
Digite o PIN.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Goes back without opening the staff area.</source>
        <translation>Volta sem abrir a área da equipe.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Delete last digit</source>
        <translation>Apagar o último dígito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last digit you typed.</source>
        <translation>Remove o último dígito digitado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks the PIN.</source>
        <translation>Verifica o PIN.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Type the staff PIN, then OK.</source>
        <translation>Digite o PIN da equipe e depois OK.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Checking…</source>
        <translation>Verificando…</translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>This staff pass is not valid. Try again in %Ln s.</source>
        <translation>
            <numerusform>Este crachá da equipe não é válido. Tente de novo em %Ln s.</numerusform>
            <numerusform>Este crachá da equipe não é válido. Tente de novo em %Ln s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This staff pass is not valid. Enter the PIN.</source>
        <translation>Este crachá da equipe não é válido. Digite o PIN.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong PIN. Try again.</source>
        <translation>PIN errado. Tente de novo.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Types {digit}.</source>
        <translation>Digita {digit}.</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>Wrong PIN. Try again in %Ln s.</source>
        <translation>
            <numerusform>PIN errado. Tente de novo em %Ln s.</numerusform>
            <numerusform>PIN errado. Tente de novo em %Ln s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecipientPage</name>
    <message>
        <location filename="../../kiosk/ui/recipient_page.py" line="+27"/>
        <source>Where should we send it?</source>
        <translation>Para onde enviamos?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your wallet address, .eth name or e-mail.</source>
        <translation>Seu endereço de carteira, nome .eth ou e-mail.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are getting</source>
        <translation>Você vai receber</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>or scan your wallet QR</source>
        <translation>ou escaneie o QR da carteira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — type it instead</source>
        <translation>Sem câmera — digite</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../../kiosk/ui/result_page.py" line="+52"/>
        <source>Done</source>
        <translation>Concluído</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A tick: it worked.</source>
        <translation>Um visto: deu certo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not final yet</source>
        <translation>Ainda não é definitivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A clock: the outcome is not final yet.</source>
        <translation>Um relógio: o resultado ainda não é definitivo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not done</source>
        <translation>Não concluído</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross: this attempt minted nothing.</source>
        <translation>Um X: esta tentativa não mintou nada.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Sent to {recipient}</source>
        <translation>Enviado para {recipient}</translation>
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
        <translation>Digite a palavra secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The word announced at this event.</source>
        <translation>A palavra anunciada neste evento.</translation>
    </message>
</context>
<context>
    <name>SecretWordPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/secret_word_page.py" line="+66"/>
        <source>(not given)</source>
        <translation>(não informado)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>d MMM yyyy, HH:mm</source>
        <translation>d MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Works from {start} to {end}</source>
        <translation>Vale de {start} a {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>active now</source>
        <translation>ativa agora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>switched off</source>
        <translation>desativada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not known whether active now (the service did not say its time)</source>
        <translation>não se sabe se está ativa agora (o serviço não informou seu horário)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not active now</source>
        <translation>inativa agora</translation>
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
        <translation>Palavra secreta</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Attendees without a mint link can say a secret word at the kiosk. Check a word with the service before using it: words are case-sensitive.</source>
        <translation>Participantes sem link de mint podem informar uma palavra secreta no quiosque. Verifique a palavra com o serviço antes de usá-la: maiúsculas e minúsculas fazem diferença.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The word attendees say; upper and lower case differ.</source>
        <translation>A palavra que os participantes informam; maiúsculas e minúsculas fazem diferença.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Check</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Asks the service about this word.</source>
        <translation>Consulta o serviço sobre esta palavra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Word</source>
        <translation>Palavra</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use this word at the kiosk</source>
        <translation>Usar esta palavra no quiosque</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>The word is right. Whether attendees can use it now is not known here: the service did not say its time. It judges the word&apos;s window and the drop&apos;s expiry at each claim.</source>
        <translation>A palavra está certa. Aqui não se sabe se os participantes podem usá-la agora: o serviço não informou seu horário. Ele verifica o período da palavra e a expiração do drop a cada resgate.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Check the word first: only a checked word is used.</source>
        <translation>Verifique a palavra primeiro: só uma palavra verificada é usada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk cannot use the checked word: the check says why.</source>
        <translation>O quiosque não pode usar a palavra verificada: a verificação diz por quê.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk accepts the checked word from now on; the service judges at each claim whether it works then.</source>
        <translation>O quiosque aceita a palavra verificada a partir de agora; o serviço julga a cada resgate se ela funciona naquele momento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk accepts the checked word from now on, but attendees cannot use it now: the check says why.</source>
        <translation>O quiosque aceita a palavra verificada a partir de agora, mas os participantes não podem usá-la agora: a verificação diz por quê.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attendees may type the checked word from now on.</source>
        <translation>Os participantes podem digitar a palavra verificada a partir de agora.</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>No secret word</source>
        <translation>Sem palavra secreta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk no longer accepts a secret word.</source>
        <translation>O quiosque não aceita mais palavra secreta.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The kiosk uses the secret word “{word}”.</source>
        <translation>O quiosque usa a palavra secreta “{word}”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk uses no secret word.</source>
        <translation>O quiosque não usa palavra secreta.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Asking the service…</source>
        <translation>Consultando o serviço…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drop: {name}</source>
        <translation>Drop: {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This word belongs to another drop: choose that drop first, or another word.</source>
        <translation>Esta palavra é de outro drop: escolha esse drop primeiro, ou outra palavra.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This word works only in the POAP app: the kiosk cannot mint with it. Ask for a website secret instead.</source>
        <translation>Esta palavra só funciona no app POAP: o quiosque não consegue mintar com ela. Peça uma palavra secreta para o site.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but its drop has expired: the service refuses every claim of it.</source>
        <translation>A palavra está certa, mas o drop dela expirou: o serviço recusa todo resgate com ela.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but it is switched off: it works at no time until the drop&apos;s organiser switches it on again.</source>
        <translation>A palavra está certa, mas está desativada: não vale em nenhum momento até o organizador do drop ativá-la de novo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but attendees cannot use it now: see when it works.</source>
        <translation>A palavra está certa, mas os participantes não podem usá-la agora: veja quando ela vale.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The word is right, but all its claims are used: request more mints.</source>
        <translation>A palavra está certa, mas todos os resgates foram usados: peça mais mints.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The word is right and works now.</source>
        <translation>A palavra está certa e funciona agora.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved: the kiosk accepts this word. Whether attendees can use it now, the service judges at each claim: see above.</source>
        <translation>Salvo: o quiosque aceita esta palavra. Se os participantes podem usá-la agora, o serviço verifica a cada resgate: veja acima.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved: the kiosk accepts this word, but attendees cannot use it now: see above.</source>
        <translation>Salvo: o quiosque aceita esta palavra, mas os participantes não podem usá-la agora: veja acima.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved: the kiosk now accepts this word.</source>
        <translation>Salvo: o quiosque agora aceita esta palavra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: the kiosk no longer asks for a secret word.</source>
        <translation>Salvo: o quiosque não pede mais palavra secreta.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: {reason}</source>
        <translation>Não salvo: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the secret word first.</source>
        <translation>Digite a palavra secreta primeiro.</translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%Ln claim(s) used</source>
        <translation>
            <numerusform>%Ln resgate usado</numerusform>
            <numerusform>%Ln resgates usados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{claimed} of %Ln claim(s) used, {left} left</source>
        <translation>
            <numerusform>Usados: {claimed} de %Ln resgate; restantes: {left}</numerusform>
            <numerusform>Usados: {claimed} de %Ln resgates; restantes: {left}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+146"/>
        <source>The service refused the kiosk&apos;s credentials. Check them on the Connection page, then use Test connection.</source>
        <translation>O serviço recusou as credenciais do quiosque. Verifique-as na página Conexão e depois use Testar conexão.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service is busy right now: try again in a minute.</source>
        <translation>O serviço está ocupado agora: tente de novo em um minuto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses on the Connection page.</source>
        <translation>Não foi possível acessar o serviço. Verifique a rede (Wi-Fi, cabo, proxy) e os endereços do serviço na página Conexão.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in at {address}. Open a web browser on this computer and accept the network&apos;s terms; the kiosk goes on by itself then.</source>
        <translation>A rede do local responde no lugar do serviço: o Wi-Fi dela pede um login em {address}. Abra um navegador neste computador e aceite os termos da rede; depois o quiosque continua sozinho.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A web page answered instead of the service: the venue&apos;s Wi-Fi may ask for a sign-in. Open a web browser on this computer and accept the network&apos;s terms; if no sign-in page opens, check the service addresses on the Connection page.</source>
        <translation>Uma página web respondeu no lugar do serviço: o Wi-Fi do local talvez peça um login. Abra um navegador neste computador e aceite os termos da rede; se nenhuma página de login abrir, confira os endereços do serviço na página Conexão.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service does not know that drop. Check its id or fancy id.</source>
        <translation>O serviço não conhece esse drop. Verifique o ID ou o fancy ID.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service does not know the chosen drop: choose the drop again.</source>
        <translation>O serviço não conhece o drop escolhido: escolha o drop de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The service does not know that secret word. Words are case-sensitive: check the spelling.</source>
        <translation>O serviço não conhece essa palavra secreta. Maiúsculas e minúsculas fazem diferença: confira a grafia.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The edit code is wrong. It is the six-digit code the drop&apos;s creator chose; ask them.</source>
        <translation>O código de edição está errado. É o código de seis dígitos que quem criou o drop escolheu; pergunte a essa pessoa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refused this: {reason}</source>
        <translation>O serviço recusou isto: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service gave an answer the kiosk does not understand: try again, and check the service address if it keeps happening.</source>
        <translation>O serviço deu uma resposta que o quiosque não entende: tente de novo e verifique o endereço do serviço se continuar acontecendo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>O serviço respondeu com um erro. Tente de novo em um minuto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request reached the service, but its answer was lost: it may have been done. Check before you ask again.</source>
        <translation>A solicitação chegou ao serviço, mas a resposta se perdeu: ela pode ter sido feita. Verifique antes de pedir de novo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong on this computer ({error}). Try again; if it keeps failing, run kiosk doctor.</source>
        <translation>Algo deu errado neste computador ({error}). Tente de novo; se continuar falhando, execute kiosk doctor.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location line="+11"/>
        <source>The settings could not be saved ({reason}): check the disk, then try again.</source>
        <translation>Não foi possível salvar as configurações ({reason}): verifique o disco e tente de novo.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location line="+11"/>
        <source>Mint Kiosk is already running on this computer; its window was brought to the front.</source>
        <translation>O Mint Kiosk já está em execução neste computador; a janela dele foi trazida para a frente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mint Kiosk is already running on this computer but does not answer. If its window does not appear within a minute, restart the computer.</source>
        <translation>O Mint Kiosk já está em execução neste computador, mas não responde. Se a janela não aparecer em um minuto, reinicie o computador.</translation>
    </message>
</context>
<context>
    <name>Staff</name>
    <message>
        <location filename="../../kiosk/ui/operator/step_texts.py" line="+29"/>
        <source>Mint codes</source>
        <translation>Códigos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>Palavra secreta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kiosk options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operator pass</source>
        <translation>Crachá</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Journal</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save the API key, client id and client secret first.</source>
        <translation>Salve primeiro a chave de API, o ID do cliente e o segredo do cliente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the drop this kiosk mints first.</source>
        <translation>Escolha primeiro o drop que este quiosque minta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set an operator PIN first: kiosk mode locks the screen with it.</source>
        <translation>Defina primeiro um PIN da equipe: o modo quiosque bloqueia a tela com ele.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="-17"/>
        <source>Mints per 15 minutes</source>
        <translation>Mints a cada 15 minutos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bar for each quarter hour of the last 4 hours, oldest first.</source>
        <translation>Uma barra para cada quarto de hora das últimas 4 horas, da mais antiga à mais recente.</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/statistics_page.py" line="+70"/>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Live counts for the chosen drop; they update while this page is open.</source>
        <translation>Contagens ao vivo do drop escolhido; elas se atualizam enquanto esta página está aberta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Minted</source>
        <translation>Mintados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On their way</source>
        <translation>A caminho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved for e-mail</source>
        <translation>Reservados para e-mail</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already claimed</source>
        <translation>Já resgatados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Falharam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Being checked</source>
        <translation>Em verificação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued offline</source>
        <translation>Na fila offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes left</source>
        <translation>Códigos restantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: links left</source>
        <translation>Distribuidor: links restantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: shown</source>
        <translation>Distribuidor: mostrados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: claimed</source>
        <translation>Distribuidor: resgatados</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Mints per 15 minutes, last 4 hours (local time)</source>
        <translation>Mints a cada 15 minutos, últimas 4 horas (hora local)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Counted while the kiosk is open</source>
        <translation>Contado enquanto o quiosque está aberto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dispenser&apos;s last count, without claims elsewhere</source>
        <translation>Última contagem do distribuidor, sem resgates em outros lugares</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enter the edit code on the Codes page</source>
        <translation>Informe o código de edição na página Códigos de mint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The drop has expired: no code can be minted</source>
        <translation>O drop expirou: nenhum código pode ser mintado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None left: request more mints</source>
        <translation>Esgotado: peça mais mints</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If not expired (the service did not say its date)</source>
        <translation>Se não expirou (o serviço não informou sua data)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than {threshold}: request more mints</source>
        <translation>Menos de {threshold}: peça mais mints</translation>
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
        <translation>Não foi possível verificar; nova tentativa em breve</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mints wait to be sent. Last error: {error}</source>
        <translation>Os mints aguardam o envio. Último erro: {error}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mints wait for the connection; they are sent when it is back.</source>
        <translation>Os mints aguardam a conexão; serão enviados quando ela voltar.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <location line="-95"/>
        <source>%Ln failed after the service took them: see the Journal</source>
        <translation>
            <numerusform>%Ln falhou depois de aceito pelo serviço: veja o Registro</numerusform>
            <numerusform>%Ln falharam depois de aceitos pelo serviço: veja o Registro</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TouchKeyboard</name>
    <message>
        <location filename="../../kiosk/ui/touch_keyboard.py" line="+98"/>
        <source>Delete last character</source>
        <translation>Apagar o último caractere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last character you typed.</source>
        <translation>Remove o último caractere digitado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removes everything you typed.</source>
        <translation>Remove tudo o que você digitou.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sends what you typed.</source>
        <translation>Envia o que você digitou.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Types {key}.</source>
        <translation>Digita {key}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>abc</source>
        <translation>abc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Small letters</source>
        <translation>Letras minúsculas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to small letters.</source>
        <translation>Muda as teclas de letras para minúsculas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ABC</source>
        <translation>ABC</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capital letters</source>
        <translation>Letras maiúsculas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to capital letters.</source>
        <translation>Muda as teclas de letras para maiúsculas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At sign</source>
        <translation>Arroba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dot</source>
        <translation>Ponto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyphen</source>
        <translation>Hífen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underscore</source>
        <translation>Sublinhado</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../kiosk/ui/welcome_page.py" line="+38"/>
        <source>Get your event collectible</source>
        <translation>Pegue seu colecionável do evento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scan your mint QR</source>
        <translation>Escaneie seu QR de mint</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No camera — type your code instead</source>
        <translation>Sem câmera — digite seu código</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>No QR code?</source>
        <translation>Sem QR code?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>Digite um código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret word</source>
        <translation>Palavra secreta</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Scan your mint QR code, or choose another way in.</source>
        <translation>Escaneie seu QR code de mint ou escolha outra forma de entrar.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Opens a keyboard to type the code of your mint link.</source>
        <translation>Abre um teclado para digitar o código do seu link de mint.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens a keyboard to type the secret word announced at this event.</source>
        <translation>Abre um teclado para digitar a palavra secreta anunciada neste evento.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Scan your mint QR code.</source>
        <translation>Escaneie seu QR code de mint.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the code of your mint link, or the secret word announced at this event.</source>
        <translation>Digite o código do seu link de mint ou a palavra secreta anunciada neste evento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the code of your mint link.</source>
        <translation>Digite o código do seu link de mint.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the secret word announced at this event.</source>
        <translation>Digite a palavra secreta anunciada neste evento.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No camera — type the secret word instead</source>
        <translation>Sem câmera — digite a palavra secreta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — please ask the staff</source>
        <translation>Sem câmera — peça ajuda à equipe</translation>
    </message>
</context>
</TS>
