<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>ArtworkView</name>
    <message>
        <location filename="../../kiosk/ui/widgets.py" line="+122"/>
        <source>Artwork</source>
        <translation>画像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The collectible&apos;s picture.</source>
        <translation>コレクティブルの画像です。</translation>
    </message>
</context>
<context>
    <name>AttendeePage</name>
    <message>
        <location filename="../../kiosk/ui/attendee_page.py" line="+33"/>
        <source>Start over</source>
        <translation>最初から</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Next in line: your code was read. Your turn starts in a moment.</source>
        <translation>次の方：コードを読み取りました。まもなく順番です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Clears what you typed and goes back to the welcome screen.</source>
        <translation>入力した内容を消して、最初の画面に戻ります。</translation>
    </message>
</context>
<context>
    <name>BusyPage</name>
    <message>
        <location filename="../../kiosk/ui/busy_page.py" line="+36"/>
        <source>Getting ready…</source>
        <translation>準備中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kiosk opens in a moment.</source>
        <translation>まもなく開始します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking your code…</source>
        <translation>コードを確認中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>This takes a few seconds.</source>
        <translation>数秒かかります。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Checking the secret word…</source>
        <translation>合言葉を確認中…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minting your collectible…</source>
        <translation>コレクティブルをミント中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please wait, this can take a little while.</source>
        <translation>少しお待ちください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Almost there…</source>
        <translation>もう少しです…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the blockchain to confirm it.</source>
        <translation>ブロックチェーンの承認を待っています。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Working</source>
        <translation>処理中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turning circle: the kiosk is at work.</source>
        <translation>回転する円：キオスクが処理中です。</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Goes back to the welcome screen. It does not stop the mint already asked for.</source>
        <translation>最初の画面に戻ります。すでにリクエストしたミントは止まりません。</translation>
    </message>
</context>
<context>
    <name>CameraView</name>
    <message>
        <location filename="../../kiosk/ui/camera_view.py" line="+39"/>
        <location line="+43"/>
        <source>Hold it steady…</source>
        <translation>そのまま動かさないで…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>One code at a time, please: hold only one QR code inside the four corners.</source>
        <translation>コードは一つずつ見せてください。四隅の枠にはQRコードを一つだけ合わせてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hold the QR code inside the four corners.</source>
        <translation>QRコードを四隅の枠に合わせてください。</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>One code at a time, please</source>
        <translation>コードは一つずつ見せてください</translation>
    </message>
</context>
<context>
    <name>ChecksPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/checks_page.py" line="+36"/>
        <source>Passed.</source>
        <translation>合格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed, with a warning.</source>
        <translation>合格（警告あり）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed.</source>
        <translation>不合格。</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+8"/>
        <source>Test connection</source>
        <translation>接続テスト</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Checks the settings, the keyring, the credentials, the service, the chosen drop and the camera, one after another, and says what to do about each problem.</source>
        <translation>設定、キーリング、認証情報、サービス、選択したドロップ、カメラを順に確認し、問題ごとに対処方法を示します。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Runs every check; a line for each appears below.</source>
        <translation>すべてのチェックを実行します。結果は下に1行ずつ表示されます。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Testing…</source>
        <translation>テスト中…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%Ln check(s) failed: see the red lines.</source>
        <translation>
            <numerusform>%Ln 件のチェックが不合格です。赤い行を確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All checks passed, with warnings.</source>
        <translation>すべてのチェックに合格しました（警告あり）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>すべてのチェックに合格しました。</translation>
    </message>
</context>
<context>
    <name>CodeEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/code_entry_page.py" line="+18"/>
        <source>Type your code</source>
        <translation>コードを入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six letters or digits; capital or small letters both work. Zero and the letter O are different, as are one, I and L.</source>
        <translation>英数字6文字です。大文字・小文字はどちらでも大丈夫です。ゼロ(0)と英字のO、数字の1と英字のI・Lは別の文字です。</translation>
    </message>
</context>
<context>
    <name>CodesPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/codes_page.py" line="+71"/>
        <source>Mint links (codes)</source>
        <translation>ミントリンク（コード）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word claims</source>
        <translation>合言葉での受け取り</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Website claims</source>
        <translation>ウェブサイトでの受け取り</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+73"/>
        <source>Mint codes</source>
        <translation>ミントコード</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Type the drop&apos;s six-digit edit code (you got it when the drop was created) to see its mint codes and how many are left, or to ask for more.</source>
        <translation>ドロップの6桁の編集コード（ドロップ作成時に発行されたもの）を入力すると、ミントコードと残り数を確認したり、追加をリクエストしたりできます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+336"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <location line="-335"/>
        <source>Check</source>
        <translation>確認</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+103"/>
        <source>Request more mints</source>
        <translation>ミントを追加リクエスト</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+30"/>
        <source>Edit code</source>
        <translation>編集コード</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The six digits you got when the drop was created.</source>
        <translation>ドロップ作成時に発行された6桁の数字です。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the edit code</source>
        <translation>編集コードを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides the digits typed.</source>
        <translation>入力した数字を表示または非表示にします。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Asks the service for the drop&apos;s mint codes with this edit code.</source>
        <translation>この編集コードで、ドロップのミントコードをサービスに問い合わせます。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Each mint code of the drop and whether it is claimed.</source>
        <translation>ドロップの各ミントコードと、その使用状況です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mint code</source>
        <translation>ミントコード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+23"/>
        <source>What</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The kind of mints to ask for.</source>
        <translation>リクエストするミントの種類です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+22"/>
        <source>How many</source>
        <translation>数</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>How many more mints to ask for.</source>
        <translation>追加でリクエストするミントの数です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sends the request; the service&apos;s team reviews it.</source>
        <translation>リクエストを送信します。サービスのチームが審査します。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose a drop first: its mint codes are shown here.</source>
        <translation>まずドロップを選択してください。ここにミントコードが表示されます。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Asking the service…</source>
        <translation>サービスに問い合わせ中…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln mint code(s): {claimed} claimed; the drop has expired, none can be minted</source>
        <translation>
            <numerusform>ミントコード %Ln 件：使用済み {claimed}。ドロップの期限が切れているため、どれもミントできません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left if the drop has not expired (the service did not say its date)</source>
        <translation>
            <numerusform>ミントコード %Ln 件：使用済み {claimed}、ドロップが期限切れでなければ残り {left}（サービスが日付を返しませんでした）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left</source>
        <translation>
            <numerusform>ミントコード %Ln 件：使用済み {claimed}、残り {left}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Claimed</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not claimed yet</source>
        <translation>未使用</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Edit code accepted. It is kept in this computer&apos;s keyring, so the statistics can count the codes left.</source>
        <translation>編集コードを受け付けました。このコンピューターのキーリングに保存されるため、統計で残りのコードを数えられます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit code accepted. This computer has no keyring, so it is kept only until the kiosk closes: you will be asked again after a restart.</source>
        <translation>編集コードを受け付けました。このコンピューターにはキーリングがないため、キオスクを終了するまでしか保持されません。再起動後にもう一度入力が必要です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Using the edit code kept on this computer.</source>
        <translation>このコンピューターに保存された編集コードを使用しています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That edit code is not right for this drop. Check the six digits you got when the drop was created, and that the right drop is chosen.</source>
        <translation>この編集コードはこのドロップのものではありません。ドロップ作成時に発行された6桁の数字と、正しいドロップが選択されているかを確認してください。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Request #{id} sent, but the drop has expired: the service refuses every claim of it, the new ones too. Its organiser can move the expiry date.</source>
        <translation>リクエスト #{id} を送信しましたが、ドロップは期限切れです。サービスは新しいものも含めすべての受け取りを拒否します。作成者は期限を変更できます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Request #{id} sent: the claims are added to the drop&apos;s secret word, not to these mint codes, once the service approves it. Check the word on the Secret word page.</source>
        <translation>リクエスト #{id} を送信しました。承認されると、受け取り枠はこのミントコードではなくドロップの合言葉に追加されます。「合言葉」ページで合言葉を確認してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Request #{id} sent, but the mint codes could not be read again, so the kiosk cannot tell whether the new ones are made yet. Open this page again in a minute to see them.</source>
        <translation>リクエスト #{id} を送信しましたが、ミントコードを読み直せなかったため、新しいものができたかどうか分かりません。1分後にこのページを開き直して確認してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} done: the service made the new mint links at once. Mint codes listed before: {before}; now: {now}.</source>
        <translation>リクエスト #{id} 完了：サービスが新しいミントリンクをすぐに作成しました。ミントコード 以前：{before}、現在：{now}。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} sent: it will be reviewed by the service&apos;s team, and the new mints appear here once it is approved.</source>
        <translation>リクエスト #{id} を送信しました。サービスのチームが審査し、承認されると新しいミントがここに表示されます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Check the edit code first.</source>
        <translation>まず編集コードを確認してください。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>An edit code is six digits: the one you got when the drop was created.</source>
        <translation>編集コードは6桁の数字です。ドロップ作成時に発行されたものです。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hide</source>
        <translation>隠す</translation>
    </message>
</context>
<context>
    <name>Connection</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+321"/>
        <source>The kiosk is offline</source>
        <translation>キオスクはオフラインです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minting is paused for now. Please try again in a few minutes.</source>
        <translation>ミントは一時停止中です。数分後にもう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>ConnectionPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/connection_page.py" line="+69"/>
        <source>Service address (base URL)</source>
        <translation>サービスのアドレス（ベースURL）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token issuer address (auth URL)</source>
        <translation>トークン発行元のアドレス（認証URL）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mint site address</source>
        <translation>ミントサイトのアドレス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>APIキー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client id</source>
        <translation>クライアントID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client secret</source>
        <translation>クライアントシークレット</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Issued by the minting service; kept in the keyring, never shown.</source>
        <translation>ミントサービスが発行したもの。キーリングに保存され、表示されることはありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A web address starting with https://.</source>
        <translation>https:// で始まるウェブアドレスです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials are kept in this computer&apos;s keyring.</source>
        <translation>認証情報はこのコンピューターのキーリングに保存されています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The credentials come from environment variables.</source>
        <translation>認証情報は環境変数のものです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The credentials come partly from environment variables, the rest from the keyring.</source>
        <translation>認証情報の一部は環境変数から、残りはキーリングから読み込まれています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No credentials are saved yet.</source>
        <translation>認証情報はまだ保存されていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some credentials are missing: type them below, or set their environment variables.</source>
        <translation>一部の認証情報がありません。下に入力するか、環境変数を設定してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials typed last are used until the kiosk closes: the keyring did not keep them.</source>
        <translation>キオスクを閉じるまで、最後に入力した認証情報を使います。キーリングには保存されませんでした。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring, so credentials cannot be saved here: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>このコンピューターにはキーリングがないため、ここに認証情報を保存できません。環境変数 KIOSK_API_KEY、KIOSK_CLIENT_ID、KIOSK_CLIENT_SECRET に設定してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This computer has no keyring to keep the credentials. Set the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET and start the kiosk again, or install a keyring (GNOME Keyring, KWallet). Credentials typed here work only until the kiosk closes.</source>
        <translation>このコンピューターには認証情報を保存するキーリングがありません。環境変数 KIOSK_API_KEY、KIOSK_CLIENT_ID、KIOSK_CLIENT_SECRET を設定してキオスクを再起動するか、キーリング（GNOME Keyring、KWallet）をインストールしてください。ここで入力した認証情報は、キオスクを終了するまでしか使えません。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Connection</source>
        <translation>接続</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The addresses of the minting service and the credentials it issued you. Secrets go to this computer&apos;s keyring, never to the settings file.</source>
        <translation>ミントサービスのアドレスと、サービスから発行された認証情報です。秘密情報は設定ファイルではなく、このコンピューターのキーリングに保存されます。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the {0}</source>
        <translation>{0}を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides what is typed.</source>
        <translation>入力内容を表示または非表示にします。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checks the addresses, then saves them and the credentials.</source>
        <translation>アドレスを確認してから、アドレスと認証情報を保存します。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved. Leave empty to keep it.</source>
        <translation>保存済み。変更しない場合は空欄のままにしてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>from the environment variable {0}</source>
        <translation>環境変数 {0} から</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Saving…</source>
        <translation>保存中…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved. Next: Test connection.</source>
        <translation>保存しました。次は「接続テスト」です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Addresses saved. No keyring could keep the credentials (there is none, or it is locked), so they are used only until the kiosk closes: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>アドレスを保存しました。認証情報を保存できるキーリングがない（またはロックされている）ため、キオスクを終了するまでしか使えません。環境変数 KIOSK_API_KEY、KIOSK_CLIENT_ID、KIOSK_CLIENT_SECRET に設定してください。</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+10"/>
        <source>Enter the {0}.</source>
        <translation>{0}を入力してください。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The {0} must be a web address starting with https:// (or http:// for a test service).</source>
        <translation>{0}は https://（テスト用サービスなら http://）で始まるウェブアドレスにしてください。</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message>
        <location filename="../../kiosk/ui/countdown_overlay.py" line="+46"/>
        <source>Still there?</source>
        <translation>まだいますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap to continue</source>
        <translation>タップして続ける</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Still there? Tap to continue</source>
        <translation>まだいますか？タップして続ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap anywhere to keep this page.</source>
        <translation>どこかをタップすると、この画面のままになります。</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>Otherwise the kiosk starts over in %Ln s.</source>
        <translation>
            <numerusform>タップしないと %Ln 秒後に最初に戻ります。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DispenserPage</name>
    <message>
        <location filename="../../kiosk/ui/dispenser_page.py" line="+74"/>
        <source>Getting the collectibles ready…</source>
        <translation>コレクティブルを準備中…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+108"/>
        <source>Tap for your collectible</source>
        <translation>タップしてコレクティブルを受け取る</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>You get a QR code to scan with your phone camera.</source>
        <translation>スマホのカメラで読み取るQRコードが表示されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One moment…</source>
        <translation>少々お待ちください…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan with your phone camera</source>
        <translation>スマホのカメラで読み取ってください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then mint it on the page your phone opens.</source>
        <translation>開いたページでミントしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All collectibles are handed out — thank you</source>
        <translation>配布は終了しました。ありがとうございました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This drop has expired</source>
        <translation>このドロップは期限切れです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its collectibles can no longer be minted.</source>
        <translation>コレクティブルはもうミントできません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No collectibles to hand out right now</source>
        <translation>現在配布できるものはありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please ask a member of staff.</source>
        <translation>スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service is busy</source>
        <translation>サービスが混雑しています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk is offline</source>
        <translation>キオスクはオフラインです</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your phone mints over its own connection: keep its internet on.</source>
        <translation>スマホ自身の通信でミントします。インターネット接続をオンのままにしてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No code can be checked now. Please try again in a minute.</source>
        <translation>現在コードを確認できません。1分ほどしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Shows a QR code to scan with your phone.</source>
        <translation>スマホで読み取るQRコードを表示します。</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <location filename="../../kiosk/ui/doctor_texts.py" line="+21"/>
        <source>Settings file</source>
        <translation>設定ファイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyring for secrets</source>
        <translation>秘密情報用のキーリング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credentials (API key, client id, client secret)</source>
        <translation>認証情報（APIキー、クライアントID、クライアントシークレット）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access token from the token issuer</source>
        <translation>トークン発行元からのアクセストークン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minting calls accepted (API key and token together)</source>
        <translation>ミントの呼び出しが受け付けられる（APIキーとトークンの組み合わせ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API key accepted by the service</source>
        <translation>サービスがAPIキーを受け付ける</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen drop reachable</source>
        <translation>選択したドロップに到達できる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser lists the drop&apos;s mint links (edit code)</source>
        <translation>配布がドロップのミントリンクを取得できる（編集コード）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser&apos;s links file holds mint links</source>
        <translation>配布用のリンクファイルにミントリンクがある</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Camera gives a picture</source>
        <translation>カメラが映像を出す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints that failed after the service accepted them</source>
        <translation>サービスが受け付けた後に失敗したミント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints sent whose end the service has not told yet</source>
        <translation>送信したが、結果をサービスがまだ返していないミント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints saved for later of a drop this kiosk does not take</source>
        <translation>このキオスクが受け付けないドロップの、後で送るため保存したミント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints on their way long after the service took them</source>
        <translation>サービスが受け付けてから長く反映待ちのミント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mint journal can be written</source>
        <translation>ミント記録を書き込める</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No settings saved yet: the defaults are used. Run the setup to save them.</source>
        <translation>設定はまだ保存されていません。既定値が使われます。セットアップを実行して保存してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file is damaged (cut off, perhaps by a power cut). At its next start the kiosk keeps it aside, renamed with the date and time, and starts with the default settings: set it up again then, copying what you need from the old file.</source>
        <translation>設定ファイルが破損しています（停電などで途中までしか書かれていません）。次回の起動時にキオスクはこれを日時付きの名前で別に保存し、初期設定で起動します。そのときに設定し直し、必要な内容は古いファイルから移してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file cannot be read, so at its next start the kiosk uses the default settings. Check that this user may read and write it.</source>
        <translation>設定ファイルを読み込めないため、次回の起動時にキオスクは初期設定を使います。このユーザーがファイルを読み書きできるか確認してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring: put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET. The access token is kept in memory only.</source>
        <translation>このコンピューターにはキーリングがありません。認証情報を環境変数 KIOSK_API_KEY、KIOSK_CLIENT_ID、KIOSK_CLIENT_SECRET に設定してください。アクセストークンはメモリ内にのみ保持されます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keyring is locked, so the kiosk cannot keep or read its credentials there. Log in to this computer&apos;s desktop, or unlock the login keyring, then test again. Credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET work without it.</source>
        <translation>キーリングがロックされているため、キオスクは認証情報を保存することも読み込むこともできません。このコンピューターのデスクトップにログインするか、ログインキーリングのロックを解除してから、もう一度テストしてください。環境変数 KIOSK_API_KEY、KIOSK_CLIENT_ID、KIOSK_CLIENT_SECRET の認証情報はキーリングなしで使えます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The keyring refused to keep a test entry, so credentials saved there may be lost. Log out and in again, or restart the computer, then test again. If it keeps failing, put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>キーリングがテスト項目の保存を拒否したため、そこに保存した認証情報が失われる可能性があります。ログアウトして再ログインするか、コンピューターを再起動してから、もう一度テストしてください。それでも失敗する場合は、認証情報を環境変数 KIOSK_API_KEY、KIOSK_CLIENT_ID、KIOSK_CLIENT_SECRET に設定してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Credentials are missing. Set KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET, or enter them in the setup (stored in the keyring).</source>
        <translation>認証情報がありません。KIOSK_API_KEY、KIOSK_CLIENT_ID、KIOSK_CLIENT_SECRET を設定するか、セットアップで入力してください（キーリングに保存されます）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not checked: fix the problem above first.</source>
        <translation>未確認：先に上の問題を解決してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The token issuer refused the client id or secret, or the auth address is wrong. Check both against what the service issued you.</source>
        <translation>トークン発行元がクライアントIDまたはシークレットを拒否したか、認証アドレスが間違っています。どちらもサービスから発行された内容と照合してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer gives no tokens for this service address: check the service address against what the service issued you (the client id and secret are not in question).</source>
        <translation>トークン発行元はこのサービスアドレスにトークンを発行しません。サービスアドレスをサービスから発行された内容と照合してください（クライアントIDとシークレットの問題ではありません）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service address answers &quot;not found&quot; for the service&apos;s calls: check it against what the service issued you (a path too many or too few).</source>
        <translation>サービスアドレスがサービスの呼び出しに「見つかりません」と答えています。サービスから発行された内容と照合してください（パスが違う可能性があります）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer&apos;s address answers &quot;not found&quot; for token requests: nothing issues tokens there, so the client id and secret were not checked. Check the address against what the service issued you (the kiosk adds /oauth/token to it).</source>
        <translation>トークン発行元のアドレスはトークンの要求に「見つかりません」と応答します。そこではトークンが発行されないため、クライアントIDとシークレットは確認されていません。アドレスをサービスから発行された内容と照合してください（キオスクは末尾に /oauth/token を付けます）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service refused the API key. Check it; a new key can take up to a day to work.</source>
        <translation>サービスがAPIキーを拒否しました。キーを確認してください。新しいキーは有効になるまで最大1日かかることがあります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refuses the token the issuer gave, even a fresh one: the client id and secret do not belong to this API key. Ask the service for a matching set.</source>
        <translation>サービスが、発行元から取得したトークンを新しいものでも拒否しています。クライアントIDとシークレットがこのAPIキーに対応していません。対応する組み合わせをサービスに依頼してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses in the settings.</source>
        <translation>サービスに接続できません。ネットワーク（Wi-Fi、ケーブル、プロキシ）と、設定のサービスアドレスを確認してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in (at the address above, when it names one). Open a web browser on this computer, accept the network&apos;s terms, then test again. If no sign-in page opens, check the service addresses in the settings.</source>
        <translation>サービスではなく会場のネットワークが応答しています。Wi-Fi がサインインを求めています（アドレスがある場合は上に表示されます）。このコンピューターでウェブブラウザーを開き、ネットワークの利用条件に同意してから、もう一度テストしてください。サインインのページが開かない場合は、設定のサービスのアドレスを確認してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A web page answered at the address above, not the service: the venue&apos;s Wi-Fi may ask for a sign-in, or the address is not the service&apos;s (a web site, a typo). This says nothing of the credentials. Open a web browser on this computer: if a sign-in page opens, accept the network&apos;s terms and test again; if none does, check the service addresses in the settings.</source>
        <translation>上のアドレスで応答したのはサービスではなくウェブページです。会場の Wi-Fi がサインインを求めているか、アドレスがサービスのものではありません（ウェブサイト、入力ミス）。認証情報については何もわかりません。このコンピューターでウェブブラウザーを開き、サインインのページが開いたらネットワークの利用条件に同意してもう一度テストしてください。開かない場合は、設定にあるサービスのアドレスを確認してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The address in the settings answers with a redirect to the address above: the service is not where the settings say (http for https, or a path changed). The kiosk does not follow it. Check the address against what the service issued you, put the right one in the settings, then test again.</source>
        <translation>設定のアドレスは上のアドレスへのリダイレクトで応答します。サービスは設定の場所にありません（https ではなく http、またはパスの変更）。キオスクはリダイレクトをたどりません。アドレスをサービスから発行された内容と照合し、正しいアドレスを設定に入れてから、もう一度テストしてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>サービスがエラーを返しました。1分後にもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No drop is chosen yet, so the kiosk cannot open for attendees. Start the kiosk, and on the Drop page of the setup choose the drop to mint.</source>
        <translation>ドロップがまだ選択されていないため、キオスクを参加者向けに開始できません。キオスクを起動し、セットアップの「ドロップ」ページでミントするドロップを選択してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service does not know the chosen drop. Check its id in the setup.</source>
        <translation>サービスは選択したドロップを認識していません。セットアップでIDを確認してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chosen drop has expired, so the service refuses every mint of it. Choose another drop, or ask its organiser to move its expiry date.</source>
        <translation>選んだドロップは期限切れのため、サービスはそのミントをすべて拒否します。別のドロップを選ぶか、ドロップを作った人に期限の変更を依頼してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service accepted these mints, then reported them failed: the attendees have no collectible. The Journal page lists them with their codes and reason.</source>
        <translation>サービスがこれらのミントを受け付けた後、失敗と報告しました。参加者はコレクティブルを受け取っていません。「記録」ページにコードと理由が一覧表示されます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service has not said yet whether these mints worked (Being checked or Sending on the Journal page): their attendees may have no collectible. The kiosk asks again while it runs; the Journal page lists them with their codes and last error, to follow up those that stay.</source>
        <translation>これらのミントが成功したかどうか、サービスはまだ返していません（「記録」ページで「確認中」または「送信中」）。参加者はコレクティブルを受け取っていないかもしれません。キオスクは動作中に確認を続けます。「記録」ページにコードと最後のエラーが表示されるので、残ったものを確認してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attendees were told these mints are saved for later, but they are of a drop the kiosk no longer takes: its queue fails them as another drop&apos;s and never sends them. To send them, choose their drop again on the Drop page, or add it to &quot;Also accept codes of drops&quot; in Kiosk options, before the kiosk starts.</source>
        <translation>参加者には「後で送るため保存しました」と表示しましたが、これらはキオスクがもう受け付けないドロップのものです。キューは別のドロップのものとして失敗にし、送信しません。送信するには、キオスクを起動する前に「ドロップ」ページでそのドロップを選び直すか、「キオスクのオプション」の「これらのドロップのコードも受け付ける」に追加してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service took these mints more than {0} minutes ago and has not minted them: their transaction stays pending (the chain takes a minute or two) or ended otherwise, while their attendees were told the collectible is on its way. The Journal page lists them (On its way) with their codes: follow them up with the drop&apos;s organiser or the service&apos;s support.</source>
        <translation>サービスはこれらのミントを {0} 分以上前に受け付けましたが、まだミントしていません。トランザクションが保留のまま（チェーンは通常 1〜2 分）か、別の形で終わっています。参加者には反映待ちと伝えてあります。「記録」ページにコード付きで（反映待ち）表示されます。ドロップの主催者かサービスのサポートに確認してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside. Until then this kiosk only reads it and mints nothing.</source>
        <translation>この記録は新しいバージョンの Mint Kiosk で書かれています。そのバージョンを再インストールするか、ファイルを別の場所に移動してください。それまで、このキオスクは記録を読むだけでミントは行いません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot write its journal, so it mints nothing (each mint is written down before it is sent). Free some space on this computer, or make the data folder writable for this user; minting goes on by itself once it can write.</source>
        <translation>キオスクが記録を書き込めないため、ミントを行いません（各ミントは送信前に記録されます）。このコンピューターの空き容量を増やすか、このユーザーがデータフォルダーに書き込めるようにしてください。書き込めるようになると、ミントは自動的に再開します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The journal is damaged. When it starts, the kiosk moves it aside and begins a new one: mints saved in it for later are not sent then. Keep a copy of the file: it still holds them.</source>
        <translation>記録が破損しています。起動時にキオスクはこれを別の場所に移し、新しい記録を始めます。その中に後で送るために保存されたミントは、そのとき送信されません。ファイルのコピーを残してください。ミントはまだその中にあります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk cannot create its journal there, so it would mint nothing (each mint is written down before it is sent). The data folder must be one this user can make and write: not on a read-only or full disk, and no file in its place.</source>
        <translation>キオスクはそこに記録を作成できないため、何もミントしません（各ミントは送信前に記録されます）。データフォルダーは、このユーザーが作成して書き込める場所である必要があります。読み取り専用や空きのないディスクは使えず、その場所にファイルがあってもいけません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edit code is kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the drop&apos;s edit code on the Mint codes page (on a computer without a keyring, again after each start).</source>
        <translation>選んだドロップの編集コードが保存されていないため、配布ではミントリンクを取得できず、QRコードを表示しません。「ミントコード」ページでドロップの編集コードを入力してください（キーリングのないコンピューターでは、起動するたびに入力してください）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service refused the edit code kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the right edit code on the Mint codes page.</source>
        <translation>選んだドロップ用に保存された編集コードをサービスが拒否したため、配布ではミントリンクを取得できず、QRコードを表示しません。「ミントコード」ページで正しい編集コードを入力してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service lists no unclaimed mint link of the chosen drop for this kiosk, so the dispenser shows no QR code. Request more mints on the Mint codes page.</source>
        <translation>サービスにこのキオスク向けの選んだドロップの未使用ミントリンクがないため、配布ではQRコードを表示しません。「ミントコード」ページでミントを追加リクエストしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dispenser&apos;s links file is not there or cannot be read, so it shows no QR code. Load the links file again on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>配布用のリンクファイルが見つからないか読み込めないため、QRコードを表示しません。「キオスクのオプション」ページでリンクファイルをもう一度読み込むか、ドロップのリンクを使ってください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dispenser&apos;s links file holds no mint link it can use (empty, too big, or not text), so it shows no QR code. Load a links.txt or CSV file of the drop&apos;s mint links on the Kiosk options page.</source>
        <translation>配布用のリンクファイルに使えるミントリンクがありません（空、大きすぎる、またはテキストではありません）。そのためQRコードを表示しません。「キオスクのオプション」ページで、ドロップのミントリンクを含む links.txt または CSV ファイルを読み込んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service says none of the mint links this kiosk takes from the dispenser&apos;s links file can be minted now (claimed already, of another drop, or switched off), so it shows no QR code. Load a file of the drop&apos;s unclaimed links on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>サービスによると、このキオスクが配布用のリンクファイルから使うミントリンクは、どれも今はミントできません（使用済み、別のドロップのもの、またはオフ）。そのためQRコードは表示されません。「キオスクのオプション」ページでドロップの未使用のリンクのファイルを読み込むか、ドロップのリンクを使ってください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera gave no picture. Check its cable, close other programs that use it, or choose another camera in the options.</source>
        <translation>カメラの映像がありません。ケーブルを確認するか、カメラを使用している他のプログラムを閉じるか、オプションで別のカメラを選択してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The camera sees only one colour, so it cannot read a QR code: is its shutter closed or its lens covered? Open it, then test again.</source>
        <translation>カメラには一色しか映っていないため、QRコードを読めません。シャッターが閉じているか、レンズがふさがれていませんか？開けてから、もう一度テストしてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} check(s) failed, {1} need(s) attention (WARN).</source>
        <translation>{0} 件のチェックが不合格、{1} 件に注意が必要です（WARN）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} check(s) failed.</source>
        <translation>{0} 件のチェックが不合格です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No check failed, but {0} need(s) attention: read the WARN lines above.</source>
        <translation>不合格のチェックはありませんが、{0} 件に注意が必要です。上の WARN の行を確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>すべてのチェックに合格しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file was damaged (cut off, perhaps by a power cut), so the kiosk started with the default settings: set it up again. The old file is kept for you to copy from: {0}</source>
        <translation>設定ファイルが破損していたため（停電などで途中で切れた可能性があります）、キオスクは既定の設定で起動しました。もう一度セットアップしてください。古いファイルはコピー用に保存してあります：{0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file {0} is damaged and could not be moved aside, so the kiosk started with the default settings. Saving the setup replaces it: copy it first if you need anything from it.</source>
        <translation>設定ファイル {0} が破損しており、移動できなかったため、キオスクは既定の設定で起動しました。セットアップを保存すると上書きされます。必要な内容があれば先にコピーしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file {0} cannot be read, so the kiosk started with the default settings. Check that this user may read and write it.</source>
        <translation>設定ファイル {0} を読み込めないため、キオスクは既定の設定で起動しました。このユーザーがファイルを読み書きできるか確認してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was damaged, so the kiosk moved it aside and began a new one. Mints saved in it for later (no connection at the time) were not sent, and its rows are not on the Journal page. The old file is kept: {0}</source>
        <translation>記録が破損していたため、キオスクはこれを別の場所に移し、新しい記録を始めました。その中に後で送るために保存されたミント（その時は接続なし）は送信されておらず、その行は「記録」ページにありません。古いファイルはここに残っています：{0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside ({0}), then start the kiosk again. Until then this kiosk only shows it and mints nothing.</source>
        <translation>この記録は新しいバージョンの Mint Kiosk で書かれています。そのバージョンを再インストールするか、ファイル（{0}）を別の場所に移動してから、キオスクを再起動してください。それまで、このキオスクは記録を表示するだけでミントは行いません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}), the file or its folder is read-only. Make them writable for this user; minting goes on by itself then.</source>
        <translation>キオスクはミントを行いません：記録（{0}）を書き込めません。ファイルまたはフォルダーが読み取り専用です。このユーザーが書き込めるようにしてください。そうすればミントは自動的に再開します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: the disk is full, so it cannot write its journal ({0}). Free some space on this computer; minting goes on by itself then.</source>
        <translation>キオスクはミントを行いません：ディスクがいっぱいで、記録（{0}）を書き込めません。このコンピューターの空き容量を増やしてください。そうすればミントは自動的に再開します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}). Run kiosk doctor; if it keeps failing, restart the computer.</source>
        <translation>キオスクはミントを行いません：記録（{0}）を書き込めません。kiosk doctor を実行してください。それでも失敗する場合は、コンピューターを再起動してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: something else was put in place of its journal or its folder ({0}) while it ran. Do not quit the kiosk: it still holds the journal&apos;s rows. Move what is there now aside; the kiosk writes its journal there again and minting goes on by itself.</source>
        <translation>キオスクはミントを行いません。動作中に、記録またはそのフォルダー（{0}）が別のものに変わりました。キオスクを終了しないでください。記録の内容はまだキオスクが持っています。今そこにあるものを別の場所に移動してください。キオスクがそこに記録を書き直し、ミントは自動的に再開します。</translation>
    </message>
</context>
<context>
    <name>DropPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/drop_page.py" line="+99"/>
        <source>Start date</source>
        <translation>開始日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop id</source>
        <translation>ドロップID</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Virtual</source>
        <translation>バーチャル</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} to {1}, mintable until {2}</source>
        <translation>{0}～{1}、{2} までミント可能</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drop</source>
        <translation>ドロップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which drop this kiosk mints. Search by name, or type its id or fancy id.</source>
        <translation>このキオスクでミントするドロップです。名前で検索するか、IDまたはファンシーIDを入力してください。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Name of the drop</source>
        <translation>ドロップ名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Newest, Z to A, highest first</source>
        <translation>新しい順、Z→A、大きい順</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest, A to Z, lowest first</source>
        <translation>古い順、A→Z、小さい順</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop id or fancy id</source>
        <translation>ドロップIDまたはファンシーID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find</source>
        <translation>探す</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Part of a drop&apos;s name; Enter searches.</source>
        <translation>ドロップ名の一部。Enterで検索します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the drops whose name holds this text.</source>
        <translation>名前にこの文字列を含むドロップを一覧表示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort by</source>
        <translation>並べ替え</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the list is sorted by.</source>
        <translation>一覧の並べ替えの基準です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort direction</source>
        <translation>並べ替えの順序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest or oldest first.</source>
        <translation>新しい順または古い順。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drops</source>
        <translation>ドロップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a drop to see its details.</source>
        <translation>ドロップをタップすると詳細が表示されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous page</source>
        <translation>前のページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops before this one.</source>
        <translation>前のページのドロップを表示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next page</source>
        <translation>次のページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops after this one.</source>
        <translation>次のページのドロップを表示します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finds one drop by its id; Enter finds it.</source>
        <translation>IDでドロップを1つ探します。Enterで検索します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shows the drop with this id.</source>
        <translation>このIDのドロップを表示します。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose a drop from the list, or find it by its id.</source>
        <translation>一覧からドロップを選ぶか、IDで探してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change network…</source>
        <translation>ネットワークを変更…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This drop is in use at the kiosk.</source>
        <translation>このドロップはキオスクで使用中です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use this drop at the kiosk</source>
        <translation>このドロップをキオスクで使う</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shows or hides the form that changes the drop&apos;s network.</source>
        <translation>ドロップのネットワークを変更するフォームを表示または非表示にします。</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>Uses this drop all the same: the mints of another drop saved while offline are then never sent. If more were saved since, the kiosk tells you first.</source>
        <translation>それでもこのドロップを使います。オフラインで保存された別のドロップのミントは送信されません。その後さらに保存された場合は、キオスクが先にお知らせします。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk uses this drop from now on.</source>
        <translation>キオスクはこれからこのドロップを使います。</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Edit code (6 digits)</source>
        <translation>編集コード（6桁）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save network</source>
        <translation>ネットワークを保存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network the drop mints on.</source>
        <translation>ドロップがミントされるネットワークです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The drop&apos;s creator has it; it is needed to change the network.</source>
        <translation>ドロップの作成者が持っています。ネットワークの変更に必要です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Changes the drop&apos;s network with the edit code.</source>
        <translation>編集コードを使ってドロップのネットワークを変更します。</translation>
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
        <translation>その名前のドロップはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service lists no drops.</source>
        <translation>サービスにドロップがありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Id {0} · {1}</source>
        <translation>ID {0} · {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Network: reading…</source>
        <translation>ネットワーク：読み込み中…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Network: {0}</source>
        <translation>ネットワーク：{0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drop {0} now mints on {1}.</source>
        <translation>ドロップ {0} は {1} でミントされるようになりました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The network is now {0}.</source>
        <translation>ネットワークを {0} に変更しました。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The kiosk now uses {0}, but the drop has expired: the service mints none of its codes.</source>
        <translation>キオスクは現在 {0} を使っていますが、ドロップは期限切れです。サービスはそのコードを一つもミントしません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now uses {0}. Whether the service still mints it could not be checked: test a code before attendees come.</source>
        <translation>キオスクは現在 {0} を使っています。サービスがまだミントするかは確認できませんでした。参加者が来る前にコードを一つ試してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now mints {0}.</source>
        <translation>キオスクは現在 {0} をミントしています。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Saved while offline and not sent yet: %Ln mint(s) of another drop. If the kiosk uses this drop, they are never sent, and the attendees told “Saved for later” do not get them. Tap “Use this drop at the kiosk” again to use it all the same.</source>
        <translation>
            <numerusform>オフラインで保存され、まだ送信されていないミント：別のドロップのものが%Ln件あります。キオスクがこのドロップを使うと、これらは送信されず、「後で送るため保存しました」と表示された参加者には届きません。それでも使う場合は、もう一度「このドロップをキオスクで使う」をタップしてください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Changing the network…</source>
        <translation>ネットワークを変更中…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Page {0} of {1}</source>
        <translation>{0} / {1} ページ</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Type the drop&apos;s id (digits) or its fancy id first.</source>
        <translation>先にドロップのID（数字）またはファンシーIDを入力してください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The edit code has six digits: the drop&apos;s creator has it.</source>
        <translation>編集コードは6桁です。ドロップの作成者が持っています。</translation>
    </message>
</context>
<context>
    <name>InputProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+15"/>
        <source>Nothing typed yet</source>
        <translation>まだ何も入力されていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below, then press OK.</source>
        <translation>下のキーで入力して、OKを押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is too long</source>
        <translation>長すぎます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again.</source>
        <translation>入力内容を確認して、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This mint link is for another site</source>
        <translation>このミントリンクは別のサイト用です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the mint link or code you got for this event.</source>
        <translation>このイベントで受け取ったミントリンクかコードを使ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a POAP mint link</source>
        <translation>これは POAP のミントリンクです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This kiosk mints with another service. Please ask the staff.</source>
        <translation>このキオスクは別のサービスでミントします。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This is a POAP web page, not a mint link</source>
        <translation>ミントリンクではなく POAP のページです</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Scan your mint QR code, or type your code.</source>
        <translation>ミント用QRコードを読み取るか、コードを入力してください。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>This is not a mint link</source>
        <translation>ミントリンクではありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A code has six letters or digits</source>
        <translation>コードは英数字6文字です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your code and type it again.</source>
        <translation>コードを確認して、もう一度入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That secret word does not look right</source>
        <translation>合言葉が正しくないようです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use only letters, digits and hyphens.</source>
        <translation>英字、数字、ハイフンのみ使えます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address is not complete</source>
        <translation>ウォレットアドレスが不完全です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts with 0x and has 40 more letters and digits.</source>
        <translation>0x で始まり、その後に英数字が40文字続きます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address has a typo</source>
        <translation>ウォレットアドレスに入力ミスがあります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check each character, or scan your wallet QR.</source>
        <translation>1文字ずつ確認するか、ウォレットのQRを読み取ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody can receive at that address</source>
        <translation>このアドレスでは受け取れません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything sent there is lost. Give your own wallet.</source>
        <translation>送ったものは失われます。ご自身のウォレットを入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This QR asks your wallet to send something</source>
        <translation>このQRはウォレットからの送金用です</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Show your wallet&apos;s receive address QR instead.</source>
        <translation>代わりに、ウォレットの受取用アドレスのQRを見せてください。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>That name uses look-alike letters</source>
        <translation>似た形の文字が使われています</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That looks like a mint code, not a wallet</source>
        <translation>ウォレットではなくミントコードのようです</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>That name holds a hidden character</source>
        <translation>名前に見えない文字が含まれています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below instead.</source>
        <translation>代わりに下のキーで入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written “{name}”</source>
        <translation>この名前の表記は「{name}」です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written differently</source>
        <translation>この名前の表記は異なります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If that is yours, type it like that and press OK.</source>
        <translation>ご自身の名前なら、そのとおりに入力してOKを押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That name does not look right</source>
        <translation>名前が正しくないようです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wallet name ends in .eth, for example alice.eth.</source>
        <translation>ウォレット名は .eth で終わります（例：alice.eth）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That e-mail address does not look right</source>
        <translation>メールアドレスが正しくないようです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it, for example name@example.com.</source>
        <translation>確認してください（例：name@example.com）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your wallet, .eth name or e-mail.</source>
        <translation>ウォレット、.eth 名、またはメールを入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is a wallet, not a mint code</source>
        <translation>ミントコードではなくウォレットです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First scan or type your code; the wallet comes next.</source>
        <translation>まずコードを読み取るか入力してください。ウォレットはその後です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>We did not recognise that</source>
        <translation>認識できませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again, or ask the staff.</source>
        <translation>入力内容を確認してもう一度お試しいただくか、スタッフにお声がけください。</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <location filename="../../kiosk/ui/operator/journal_model.py" line="+48"/>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How</source>
        <translation>方法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code or word</source>
        <translation>コードまたは合言葉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recipient</source>
        <translation>受取人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why / details</source>
        <translation>理由・詳細</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mint link</source>
        <translation>ミントリンク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Typed code</source>
        <translation>入力したコード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>合言葉</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sending</source>
        <translation>送信中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted</source>
        <translation>ミント済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On its way</source>
        <translation>反映待ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved for e-mail</source>
        <translation>メール用に予約済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already claimed</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being checked</source>
        <translation>確認中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued offline</source>
        <translation>オフラインで保留中</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Link or word expired</source>
        <translation>リンクまたは合言葉の期限切れ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not open yet</source>
        <translation>合言葉はまだ有効期間前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word switched off</source>
        <translation>合言葉はオフ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not active, why not known</source>
        <translation>合言葉は無効、理由はわかりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such link, code or word</source>
        <translation>該当するリンク、コード、合言葉なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address refused</source>
        <translation>アドレスが拒否された</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already has this drop reserved</source>
        <translation>このドロップを既に予約済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already holds this drop</source>
        <translation>このドロップを既に保有</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claimed before with another code</source>
        <translation>別のコードで申し込み済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No claims left</source>
        <translation>受け取り枠なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service busy</source>
        <translation>サービスが混雑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No connection</source>
        <translation>接続なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service error</source>
        <translation>サービスのエラー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed after the service took it</source>
        <translation>サービス受付後に失敗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted to an address nobody owns (the name&apos;s record)</source>
        <translation>誰のものでもないアドレスにミント（名前の設定先）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent, outcome not known yet</source>
        <translation>送信済み、結果は未確定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code of another drop</source>
        <translation>別のドロップのコード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word for the POAP app only</source>
        <translation>POAP アプリ専用の合言葉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A word staff did not choose for this kiosk</source>
        <translation>スタッフがこのキオスクに選んでいない合言葉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service refused this kiosk&apos;s credentials</source>
        <translation>サービスがこのキオスクの認証情報を拒否しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the journal could not be written</source>
        <translation>未送信：記録を書き込めませんでした</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The journal could not be read just now; what is shown may be out of date.</source>
        <translation>記録を読み込めませんでした。表示内容が古い可能性があります。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Checked only, not minted</source>
        <translation>確認のみ、ミントなし</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{time} · {how} · {outcome}</source>
        <translation>{time} · {how} · {outcome}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Code or word: {code}</source>
        <translation>コードまたは合言葉：{code}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recipient: {recipient}</source>
        <translation>受取人：{recipient}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minted to: {address}</source>
        <translation>ミント先：{address}</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/journal_page.py" line="+175"/>
        <source>Journal</source>
        <translation>記録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every mint attempt, newest first. Recipients are shortened here and in the exported file.</source>
        <translation>すべてのミントの試行を新しい順に表示します。受取人は、ここでもエクスポートしたファイルでも短縮表示されます。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mint attempts</source>
        <translation>ミントの試行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest first; tap a row to read it in full below.</source>
        <translation>新しい順。行をタップすると下に全文が表示されます。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Show older attempts</source>
        <translation>以前の試行を表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adds older attempts to the table.</source>
        <translation>以前の試行を表に追加します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves every mint attempt in the journal as a CSV file you choose.</source>
        <translation>記録にあるミントの試行をすべて、指定した CSV ファイルに保存します。</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Exporting to {path}…</source>
        <translation>{path} にエクスポート中…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not export to {path}. {problem}</source>
        <translation>{path} にエクスポートできませんでした。{problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The journal was not read yet.</source>
        <translation>記録はまだ読み込まれていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No mint attempts yet.</source>
        <translation>ミントの試行はまだありません。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Export the journal</source>
        <translation>記録をエクスポート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tap a row to read it here in full, with its code.</source>
        <translation>行をタップすると、コードを含む全文がここに表示されます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk may not write there. Choose another folder, such as Documents or a USB stick.</source>
        <translation>キオスクはそこに書き込めません。「ドキュメント」や USB メモリなど、別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That folder does not exist. Choose another folder.</source>
        <translation>そのフォルダーは存在しません。別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That name is a folder. Type a file name.</source>
        <translation>その名前はフォルダーです。ファイル名を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full. Free some space or choose a USB stick.</source>
        <translation>ディスクがいっぱいです。空き容量を増やすか、USB メモリを選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be written ({reason}).</source>
        <translation>ファイルを書き込めませんでした（{reason}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal could not be read. Try again; if it keeps failing, restart the kiosk.</source>
        <translation>記録を読み込めませんでした。もう一度お試しください。それでも失敗する場合は、キオスクを再起動してください。</translation>
    </message>
</context>
<context>
    <name>JournalPage</name>
    <message numerus="yes">
        <location line="-110"/>
        <source>Exported %Ln row(s) to {path}</source>
        <translation>
            <numerusform>%Ln 行を {path} にエクスポートしました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Exported to {path}, but %Ln result(s) the journal cannot write yet are not in the file: export again once it can.</source>
        <translation>
            <numerusform>{path} に書き出しましたが、まだ記録に書き込めない結果 %Ln 件はファイルに入っていません。書き込めるようになったら、もう一度書き出してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Showing {shown} of %Ln attempt(s)</source>
        <translation>
            <numerusform>%Ln 件中 {shown} 件の試行を表示</numerusform>
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
        <translation>この言語で表示します。</translation>
    </message>
</context>
<context>
    <name>MintsChart</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="+52"/>
        <source>%Ln mint(s) in all: a bar for each quarter hour, oldest first.</source>
        <translation>
            <numerusform>ミント数は合計 %Ln 件です。棒一本が十五分で、古い順に並びます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorArea</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_area.py" line="+56"/>
        <source>Not checked yet.</source>
        <translation>未確認。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done.</source>
        <translation>完了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Works, with a warning.</source>
        <translation>動作中（警告あり）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still to do or failed.</source>
        <translation>未完了または失敗。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working…</source>
        <translation>処理中…</translation>
    </message>
    <message>
        <location line="+184"/>
        <location line="+2"/>
        <source>Close the kiosk?</source>
        <translation>キオスクを終了しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attendees cannot mint here until someone starts the kiosk again. Mints already sent are kept in the journal and followed up at the next start.</source>
        <translation>誰かがキオスクを再起動するまで、参加者はここでミントできません。送信済みのミントは記録に残り、次回起動時に追跡されます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close the kiosk</source>
        <translation>キオスクを終了</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Closes the kiosk app now.</source>
        <translation>キオスクアプリを今すぐ終了します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keeps the kiosk running.</source>
        <translation>キオスクを実行したままにします。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Next step</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the next step of the setup.</source>
        <translation>セットアップの次のステップを表示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the kiosk</source>
        <translation>キオスクに戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves the staff area: attendees can mint again.</source>
        <translation>スタッフ画面を閉じます。参加者は再びミントできます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close app</source>
        <translation>アプリを終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asks first, then closes the kiosk app.</source>
        <translation>確認してから、キオスクアプリを終了します。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Setup</source>
        <translation>セットアップ</translation>
    </message>
</context>
<context>
    <name>OperatorPassPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_pass_page.py" line="+61"/>
        <location line="+48"/>
        <source>Operator pass</source>
        <translation>スタッフパス</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Mint Kiosk — staff pass</source>
        <translation>Mint Kiosk — スタッフパス</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scan at the kiosk to open the staff area. Keep it safe; a new pass cancels this one.</source>
        <translation>キオスクで読み取るとスタッフ画面が開きます。大切に保管してください。新しいパスを作るとこのパスは無効になります。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scan this card at the kiosk to open the staff area. Keep it safe; making a new one cancels this one.</source>
        <translation>キオスクでこのカードを読み取るとスタッフ画面が開きます。大切に保管してください。新しいカードを作るとこのカードは無効になります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Operator pass QR code</source>
        <translation>スタッフパスのQRコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan it at the kiosk to open the staff area.</source>
        <translation>キオスクで読み取るとスタッフ画面が開きます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pass to show. A pass printed before the kiosk last started still works, but it cannot be shown again: make a new one to print it (the old card then stops working).</source>
        <translation>表示できるパスがありません。キオスクの前回起動前に印刷したパスは引き続き使えますが、再表示はできません。印刷するには新しいパスを作成してください（古いカードは使えなくなります）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make a new pass</source>
        <translation>新しいパスを作成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as PDF…</source>
        <translation>PDF として保存…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Makes a new pass; the old card stops working.</source>
        <translation>新しいパスを作成します。古いカードは使えなくなります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints the pass on a printer you choose.</source>
        <translation>選択したプリンターでパスを印刷します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves the pass as a PDF file you choose.</source>
        <translation>パスを、指定した PDF ファイルとして保存します。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Making a new pass…</source>
        <translation>新しいパスを作成中…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New pass made. Print it now: the old card no longer works.</source>
        <translation>新しいパスを作成しました。今すぐ印刷してください。古いカードはもう使えません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save the settings, so the old pass still works. Try again.</source>
        <translation>設定を保存できなかったため、古いパスは引き続き有効です。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not make a new pass. Try again.</source>
        <translation>新しいパスを作成できませんでした。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sent to the printer.</source>
        <translation>プリンターに送信しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not print the pass.</source>
        <translation>パスを印刷できませんでした。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved as {path}.</source>
        <translation>{path} として保存しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the file. Choose another folder or a USB stick.</source>
        <translation>ファイルを保存できませんでした。別のフォルダーか USB メモリを選んでください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the operator pass</source>
        <translation>スタッフパスを保存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/options_page.py" line="+146"/>
        <location line="+335"/>
        <source>Type the new PIN twice.</source>
        <translation>新しい PIN を2回入力してください。</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>A PIN is digits only (0 to 9).</source>
        <translation>PIN は数字（0～9）のみです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+323"/>
        <source>A PIN has {low} to {high} digits.</source>
        <translation>PIN は {low}～{high} 桁です。</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>The two PINs are not the same: type them again.</source>
        <translation>2つの PIN が一致しません。もう一度入力してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{file}: no mint links in it (empty, too big or not a text file).</source>
        <translation>{file}：ミントリンクが含まれていません（空、大きすぎる、またはテキストファイルではありません）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file}
Links to hand out: {free}</source>
        <translation>{file}
配布できるリンク：{free}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claimed already: {count}</source>
        <translation>使用済み：{count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of other drops, refused: {count}</source>
        <translation>別のドロップのもの（拒否）：{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown to the service: {count}</source>
        <translation>サービスが認識しないもの：{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines without a mint link: {count}</source>
        <translation>ミントリンクのない行：{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given more than once: {count}</source>
        <translation>重複：{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked yet (no answer): {count}</source>
        <translation>未確認（応答なし）：{count}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Kiosk options</source>
        <translation>キオスクのオプション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How attendees may get in, timings, the camera, the language and the operator PIN.</source>
        <translation>参加者の受け取り方法、時間、カメラ、言語、スタッフ PIN の設定です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scan with the camera</source>
        <translation>カメラで読み取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may scan their mint QR code.</source>
        <translation>参加者がミント用QRコードを読み取れます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type a mint code</source>
        <translation>ミントコードを入力する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may type the code of their mint link.</source>
        <translation>参加者がミントリンクのコードを入力できます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say a secret word</source>
        <translation>合言葉を入力する</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+10"/>
        <location line="+151"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="-160"/>
        <location line="+322"/>
        <source>Back to the start after</source>
        <translation>最初に戻るまで</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Seconds without a touch before a page starts over.</source>
        <translation>操作がない場合に画面が最初に戻るまでの秒数です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+313"/>
        <source>Show each result for</source>
        <translation>結果の表示時間</translation>
    </message>
    <message>
        <location line="-312"/>
        <source>Seconds a result stays on screen.</source>
        <translation>結果を画面に表示しておく秒数です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds</source>
        <translation>効果音を鳴らす</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sound for each result.</source>
        <translation>結果ごとに効果音を鳴らします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour the result screens</source>
        <translation>結果画面に色を付ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off, only the result&apos;s icon is coloured.</source>
        <translation>オフの場合、結果のアイコンだけに色が付きます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Large text on the attendee screens</source>
        <translation>参加者画面の文字を大きく</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attendee pages&apos; smaller words a fifth larger.</source>
        <translation>参加者画面の小さい文字を2割大きくします。</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Automatic (this computer&apos;s language)</source>
        <translation>自動（このコンピューターの言語）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The attendee screens and these staff pages switch on leaving the operator area.</source>
        <translation>参加者画面とこのスタッフ画面は、スタッフ画面を閉じたときに切り替わります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+188"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="-298"/>
        <location line="+267"/>
        <source>Camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>No longer active: {count}</source>
        <translation>有効期限切れ：{count}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Attendees may type the secret word chosen on the Secret word page (with none chosen, the kiosk does not offer it).</source>
        <translation>参加者は「合言葉」ページで選んだ合言葉を入力できます（選んでいない場合、キオスクは表示しません）。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The camera that reads QR codes, or a video file or stream.</source>
        <translation>QRコードを読み取るカメラ、または動画ファイルやストリームです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+202"/>
        <location line="+209"/>
        <source>Video file or stream URL</source>
        <translation>動画ファイルまたはストリームの URL</translation>
    </message>
    <message>
        <location line="-407"/>
        <source>Read instead of a camera.</source>
        <translation>カメラの代わりに読み込みます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look for cameras</source>
        <translation>カメラを探す</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the cameras connected to this computer.</source>
        <translation>このコンピューターに接続されているカメラを一覧表示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mirror the picture</source>
        <translation>映像を左右反転</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The camera picture is shown as in a mirror.</source>
        <translation>カメラの映像を鏡のように表示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, PIN to leave</source>
        <translation>全画面、終了には PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the PIN opens the staff area or closes the kiosk.</source>
        <translation>PIN でのみスタッフ画面を開いたり、キオスクを終了したりできます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep mints while offline</source>
        <translation>オフライン中もミントを保持</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked mint links are sent when the service is back.</source>
        <translation>確認済みのミントリンクは、サービスが復旧すると送信されます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+272"/>
        <source>Warn when fewer codes are left than</source>
        <translation>残りコードがこの数未満で警告</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>The statistics turn amber below this number.</source>
        <translation>この数を下回ると、統計が黄色になります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 12345, 67890</source>
        <translation>例：12345, 67890</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also accept codes of these drops</source>
        <translation>これらのドロップのコードも受け付ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop ids, separated by commas.</source>
        <translation>ドロップ ID をカンマで区切って入力します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+269"/>
        <source>Keys at most this far apart</source>
        <translation>キー入力の最大間隔</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>Keys typed faster than this are read as a scan.</source>
        <translation>これより速く入力されたキーはスキャンとして読み取ります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+264"/>
        <source>Shortest code</source>
        <translation>最短のコード</translation>
    </message>
    <message>
        <location line="-263"/>
        <source>Fewer keys than this are not read as a scan.</source>
        <translation>これより少ないキー数はスキャンとして読み取りません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codes end with Enter</source>
        <translation>コードは Enter で終わる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A scan is read only when the scanner ends it with Enter.</source>
        <translation>スキャナーが Enter で終えた場合のみ、スキャンとして読み取ります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set PIN</source>
        <translation>PIN を設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Attendees may switch the kiosk to this language.</source>
        <translation>参加者がこの言語に切り替えられます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attendees may switch to</source>
        <translation>参加者が選べる言語</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mint here: camera, codes, secret word</source>
        <translation>ここでミント：カメラ、コード、合言葉</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dispenser: a QR for each phone</source>
        <translation>配布：スマホごとにQRを表示</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+67"/>
        <source>Hide an unused QR after</source>
        <translation>未使用のQRを隠すまで</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Seconds a QR stays up when nobody scans it.</source>
        <translation>誰も読み取らない場合にQRを表示しておく秒数です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+60"/>
        <source>This is kiosk number</source>
        <translation>このキオスクの番号</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Which of the kiosks sharing the drop this is.</source>
        <translation>このドロップを共有するキオスクのうち、これが何番目か。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kiosks sharing the drop</source>
        <translation>ドロップを共有するキオスク数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many kiosks hand out this drop&apos;s links.</source>
        <translation>このドロップのリンクを配布するキオスクの数です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Links: the drop&apos;s (edit code on Mint codes)</source>
        <translation>リンク：ドロップのもの（編集コードは「ミントコード」で）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Links: a file (links.txt or CSV)</source>
        <translation>リンク：ファイル（links.txt または CSV）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a links file…</source>
        <translation>リンクファイルを読み込む…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>https://poap.xyz/mint/</source>
        <translation>https://poap.xyz/mint/</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The QR opens</source>
        <translation>QRで開くページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The web page a phone opens from the QR; empty: POAP&apos;s.</source>
        <translation>スマホがQRから開くウェブページです。空欄の場合は POAP のページ。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>What attendees get</source>
        <translation>参加者が受け取るもの</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Mint on this kiosk, or show a QR for each phone.</source>
        <translation>このキオスクでミントするか、スマホごとにQRを表示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the links come from</source>
        <translation>リンクの入手元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s links from the service, or a links file.</source>
        <translation>サービスから取得するドロップのリンク、またはリンクファイルです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+421"/>
        <source>Load a links file</source>
        <translation>リンクファイルを読み込む</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>Opens a links.txt or CSV file of mint links.</source>
        <translation>ミントリンクの links.txt または CSV ファイルを開きます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>of kiosks on this drop</source>
        <translation>このドロップのキオスク総数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The QR opens (empty: the mint site)</source>
        <translation>QRで開くページ（空欄：ミントサイト）</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+60"/>
        <source>New PIN</source>
        <translation>新しい PIN</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>New PIN again</source>
        <translation>新しい PIN（確認）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saves the new PIN on its own.</source>
        <translation>新しい PIN だけを保存します。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saves all the same: the mints saved while offline of a drop these options no longer accept are then never sent. If the drops typed or the saved mints changed since, the kiosk counts them again first.</source>
        <translation>それでも保存します。このオプションでは受け付けないドロップの、オフラインで保存されたミントは送信されません。入力したドロップや保存されたミントがその後変わった場合は、キオスクが先に数え直します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saves every option on this page; the PIN is set on its own.</source>
        <translation>このページのすべてのオプションを保存します。PIN は別に設定します。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attendees may</source>
        <translation>参加者ができること</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Operator PIN</source>
        <translation>スタッフ PIN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Again</source>
        <translation>再入力</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Screens</source>
        <translation>画面</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Kiosk</source>
        <translation>キオスク</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also accept codes of drops (ids)</source>
        <translation>これらのドロップのコードも受け付ける（ID）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>USB scanner</source>
        <translation>USB スキャナー</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Looking for cameras…</source>
        <translation>カメラを探しています…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number}</source>
        <translation>カメラ {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cameras found: {count}</source>
        <translation>見つかったカメラ：{count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No camera found: connect one, or use a video file or stream URL.</source>
        <translation>カメラが見つかりません。カメラを接続するか、動画ファイルやストリーム URL を使ってください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking every link of {file}…</source>
        <translation>{file} のすべてのリンクを確認中…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Links loaded: press Save.</source>
        <translation>リンクを読み込みました。「保存」を押してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{file} could not be checked: is the kiosk online?</source>
        <translation>{file} を確認できませんでした。キオスクはオンラインですか？</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A PIN is set. Type a new one twice to change it.</source>
        <translation>PIN は設定済みです。変更するには新しい PIN を2回入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No PIN yet: anyone can open the operator area.</source>
        <translation>PIN が未設定です。誰でもスタッフ画面を開けます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setting the PIN…</source>
        <translation>PIN を設定中…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The new PIN is saved.</source>
        <translation>新しい PIN を保存しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved: the kiosk uses these options from when you go back to it (Back to the kiosk).</source>
        <translation>保存しました：キオスクに戻ったときから（キオスクに戻る）このオプションを使います。</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Not saved yet: %Ln mint(s) saved while offline are of a drop these options no longer accept. Once saved, they are never sent, and the attendees told “Saved for later” do not get them. Tap Save again to save all the same.</source>
        <translation>
            <numerusform>まだ保存されていません：オフラインで保存されたミント%Ln件は、このオプションでは受け付けないドロップのものです。保存すると、これらは送信されず、「後で送るため保存しました」と表示された参加者には届きません。それでも保存する場合は、もう一度「保存」をタップしてください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The PIN could not be set: type it again.</source>
        <translation>PIN を設定できませんでした。もう一度入力してください。</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Attendees need at least one way in: keep the camera, codes or a secret word.</source>
        <translation>参加者には少なくとも1つの受け取り方法が必要です。カメラ、コード、合言葉のいずれかを残してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number} (not found now)</source>
        <translation>カメラ {number}（現在見つかりません）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{language} (no translation: English)</source>
        <translation>{language}（翻訳なし：英語）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Links (*.txt *.csv);;All files (*)</source>
        <translation>リンク (*.txt *.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The kiosk number is one of the kiosks: 1 to {count}.</source>
        <translation>キオスクの番号は 1～{count} のいずれかです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load a links file, or use the drop&apos;s links.</source>
        <translation>リンクファイルを読み込むか、ドロップのリンクを使ってください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The QR&apos;s page is a web address (https://…), or empty.</source>
        <translation>QRで開くページは、ウェブアドレス（https://…）か空欄にしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the video file or stream URL, or choose a camera.</source>
        <translation>動画ファイルかストリーム URL を入力するか、カメラを選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop ids are numbers, separated by commas (e.g. 12345, 67890).</source>
        <translation>ドロップ ID はカンマで区切った数字です（例：12345, 67890）。</translation>
    </message>
</context>
<context>
    <name>OutOfOrderPage</name>
    <message>
        <location filename="../../kiosk/ui/out_of_order_page.py" line="+24"/>
        <source>Out of order</source>
        <translation>使用停止中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please ask a staff member.</source>
        <translation>スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sorry, this kiosk cannot mint right now.</source>
        <translation>申し訳ありません。現在ミントできません。</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="-398"/>
        <source>It&apos;s yours!</source>
        <translation>受け取り完了！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your collectible is minted. It is in your wallet now.</source>
        <translation>コレクティブルをミントしました。ウォレットに届いています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Being written to the chain</source>
        <translation>ブロックチェーンに書き込み中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service took your mint and is writing it now. You can go: it appears in your wallet in a few minutes, and staff see it if anything goes wrong.</source>
        <translation>サービスがミントを受け付け、書き込み中です。このままお帰りいただけます。数分でウォレットに届きます。問題があればスタッフが確認できます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check your e-mail</source>
        <translation>メールを確認してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the e-mail we sent you to collect it.</source>
        <translation>お送りしたメールを開いて受け取ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code was already used</source>
        <translation>このコードは使用済みです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each code works once. Please ask the staff for help.</source>
        <translation>コードは1回のみ有効です。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code is no longer active</source>
        <translation>このコードは無効です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It has expired. Please ask the staff for help.</source>
        <translation>有効期限が切れています。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>We could not find that code</source>
        <translation>コードが見つかりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it and try again, or ask the staff for help.</source>
        <translation>確認してもう一度お試しいただくか、スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address was not accepted</source>
        <translation>このアドレスは受け付けられませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your wallet address or e-mail and try again.</source>
        <translation>ウォレットアドレスかメールを確認して、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+115"/>
        <source>You already have this one</source>
        <translation>すでにお持ちです</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>This wallet already claimed this collectible before. One per person: if it is not in your wallet soon, ask the staff.</source>
        <translation>このウォレットはこのコレクティブルをすでに申し込み済みです。お一人様一つまでです。まもなくウォレットに届かない場合は、スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your code was checked, but the kiosk could not finish your mint just now. It finishes it as soon as the service answers again, never twice; staff see if it fails.</source>
        <translation>コードは確認済みですが、キオスクは今ミントを完了できませんでした。サービスが再び応答しだい処理を完了します（二重には行いません）。失敗した場合はスタッフが確認できます。</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This e-mail address already has this collectible reserved. One per person.</source>
        <translation>このメールアドレスには予約済みです。お一人様1つまでです。</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>This wallet already holds this collectible. One per person.</source>
        <translation>このウォレットは受け取り済みです。お一人様1つまでです。</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Not open yet</source>
        <translation>まだ始まっていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+213"/>
        <source>It works later. Please ask the staff when.</source>
        <translation>後で使えるようになります。いつからかはスタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>This secret word is switched off</source>
        <translation>この合言葉はオフになっています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s organiser switched it off for now. Please ask the staff for help.</source>
        <translation>ドロップの作成者が今はオフにしています。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is not active right now</source>
        <translation>この合言葉は今は使えません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service did not take it just now, so nothing was minted. Please ask the staff for help.</source>
        <translation>サービスは今これを受け付けなかったので、何もミントされていません。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Claimed before</source>
        <translation>申し込み済みです</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None left</source>
        <translation>残りがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word has no collectibles left. Ask the staff.</source>
        <translation>この合言葉で受け取れるコレクティブルは残っていません。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service is busy</source>
        <translation>サービスが混雑しています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was lost. Please wait a moment and try again.</source>
        <translation>何も失われていません。少し待ってから、もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+167"/>
        <source>No connection right now</source>
        <translation>現在接続できません</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your code was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>キオスクがミントサービスに接続できないため、ミントは行われず、コードも使われていません。数分後にもう一度お試しいただくか、スタッフにお知らせください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved for later</source>
        <translation>後で送るため保存しました</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not confirmed yet</source>
        <translation>まだ確定していません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your mint was sent, but the service has not said yet whether it worked. Please do not try again: ask the staff, they can see how it ends.</source>
        <translation>ミントは送信されましたが、成功したかどうかサービスからまだ応答がありません。もう一度試さずに、スタッフにお声がけください。結果を確認できます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The mint failed</source>
        <translation>ミントに失敗しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service could not write it to the chain. Nothing was minted. Please ask the staff for help.</source>
        <translation>サービスがブロックチェーンに書き込めませんでした。ミントは行われていません。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sent to an address nobody owns</source>
        <translation>誰のものでもないアドレスに送られました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name points at an address nobody owns, so the collectible went there and cannot reach you. Please ask the staff for help.</source>
        <translation>あなたの名前は誰のものでもないアドレスを指しているため、コレクティブルはそこに送られ、あなたには届きません。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is for another drop</source>
        <translation>別のドロップ用です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not for today&apos;s collectible. Please ask the staff.</source>
        <translation>本日のコレクティブル用ではありません。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not taken here</source>
        <translation>この合言葉はここでは使えません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use this word in the POAP app</source>
        <translation>この合言葉は POAP アプリで使ってください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word works only in the POAP app, not at this kiosk.</source>
        <translation>この合言葉は POAP アプリ専用で、このキオスクでは使えません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot mint right now</source>
        <translation>現在キオスクでミントできません</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Nothing was sent: your code was not used. Please ask the staff.</source>
        <translation>何も送信されていません。コードは使われていません。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The minting service refused this kiosk</source>
        <translation>サービスがこのキオスクを拒否しました</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong</source>
        <translation>問題が発生しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please try again, or ask the staff for help.</source>
        <translation>もう一度お試しいただくか、スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+28"/>
        <source>Your request was taken</source>
        <translation>リクエストを受け付けました</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The service took it and has not confirmed it yet. You can go: the e-mail to collect it should come soon, and staff see it if anything goes wrong.</source>
        <translation>サービスは受け付けましたが、まだ確認されていません。お帰りいただいて大丈夫です。受け取り用のメールはまもなく届くはずです。問題があればスタッフが確認できます。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reserved for your e-mail address</source>
        <translation>メールアドレス用に予約されました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service keeps it for your e-mail address. Please ask the staff how to collect it.</source>
        <translation>サービスがあなたのメールアドレス用に確保しています。受け取り方はスタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The service took it and has not confirmed it yet. Please ask the staff how to collect it; they see it if anything goes wrong.</source>
        <translation>サービスは受け付けましたが、まだ確認されていません。受け取り方はスタッフにお声がけください。問題があればスタッフが確認できます。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>We could not find that secret word</source>
        <translation>合言葉が見つかりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the spelling: capital and small letters count. Or ask the staff.</source>
        <translation>つづりを確認するか、スタッフにお声がけください。大文字・小文字は区別されます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is no longer active</source>
        <translation>この合言葉は無効です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its time is over. Please ask the staff for help.</source>
        <translation>期間が終了しています。スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not open yet</source>
        <translation>この合言葉はまだ使えません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This was already claimed</source>
        <translation>申し込み済みです</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Please ask the staff for help.</source>
        <translation>スタッフにお声がけください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your secret word was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>キオスクがミントサービスに接続できないため、ミントは行われず、合言葉も使われていません。数分後にもう一度お試しいただくか、スタッフにお知らせください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing was sent: your secret word was not used. Please ask the staff.</source>
        <translation>何も送信されていません。合言葉は使われていません。スタッフにお声がけください。</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <location filename="../../kiosk/ui/pin_pad.py" line="+70"/>
        <source>Staff only.
Enter the PIN.</source>
        <translation>スタッフ専用。
PIN を入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Goes back without opening the staff area.</source>
        <translation>スタッフ画面を開かずに戻ります。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Delete last digit</source>
        <translation>最後の数字を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last digit you typed.</source>
        <translation>最後に入力した数字を削除します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks the PIN.</source>
        <translation>PIN を確認します。</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Type the staff PIN, then OK.</source>
        <translation>スタッフ PIN を入力して、OK を押してください。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>This staff pass is not valid. Try again in %Ln s.</source>
        <translation>
            <numerusform>このスタッフパスは無効です。%Ln 秒後にもう一度お試しください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This staff pass is not valid. Enter the PIN.</source>
        <translation>このスタッフパスは無効です。PIN を入力してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong PIN. Try again.</source>
        <translation>PIN が違います。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Types {digit}.</source>
        <translation>{digit} を入力します。</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>Wrong PIN. Try again in %Ln s.</source>
        <translation>
            <numerusform>PIN が違います。%Ln 秒後にもう一度お試しください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecipientPage</name>
    <message>
        <location filename="../../kiosk/ui/recipient_page.py" line="+27"/>
        <source>Where should we send it?</source>
        <translation>どこに送りますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your wallet address, .eth name or e-mail.</source>
        <translation>ウォレットアドレス、.eth 名、またはメール。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are getting</source>
        <translation>受け取るもの</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>or scan your wallet QR</source>
        <translation>またはウォレットのQRを読み取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — type it instead</source>
        <translation>カメラなし — 入力してください</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../../kiosk/ui/result_page.py" line="+52"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A tick: it worked.</source>
        <translation>チェックマーク：成功しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not final yet</source>
        <translation>まだ確定していません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A clock: the outcome is not final yet.</source>
        <translation>時計：結果はまだ確定していません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not done</source>
        <translation>完了していません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross: this attempt minted nothing.</source>
        <translation>バツ印：この操作では何もミントされていません。</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Sent to {recipient}</source>
        <translation>{recipient} に送信しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {recipient}</source>
        <translation>{recipient} 宛て</translation>
    </message>
</context>
<context>
    <name>SecretEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/secret_entry_page.py" line="+19"/>
        <source>Type the secret word</source>
        <translation>合言葉を入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The word announced at this event.</source>
        <translation>このイベントで発表された言葉です。</translation>
    </message>
</context>
<context>
    <name>SecretWordPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/secret_word_page.py" line="+66"/>
        <source>(not given)</source>
        <translation>（指定なし）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>d MMM yyyy, HH:mm</source>
        <translation>yyyy年M月d日 HH:mm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Works from {start} to {end}</source>
        <translation>{start}～{end} に有効</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>active now</source>
        <translation>現在有効</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>switched off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not known whether active now (the service did not say its time)</source>
        <translation>現在有効かどうかはわかりません（サービスが時刻を返しませんでした）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not active now</source>
        <translation>現在無効</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{window}: {state}.</source>
        <translation>{window}：{state}。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+13"/>
        <source>Secret word</source>
        <translation>合言葉</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Attendees without a mint link can say a secret word at the kiosk. Check a word with the service before using it: words are case-sensitive.</source>
        <translation>ミントリンクを持っていない参加者は、キオスクで合言葉を入力できます。使用前にサービスで合言葉を確認してください。大文字と小文字は区別されます。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The word attendees say; upper and lower case differ.</source>
        <translation>参加者が入力する言葉です。大文字と小文字は区別されます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Check</source>
        <translation>確認</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Asks the service about this word.</source>
        <translation>この合言葉についてサービスに問い合わせます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Word</source>
        <translation>合言葉</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use this word at the kiosk</source>
        <translation>この合言葉をキオスクで使う</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>The word is right. Whether attendees can use it now is not known here: the service did not say its time. It judges the word&apos;s window and the drop&apos;s expiry at each claim.</source>
        <translation>合言葉は正しいです。参加者が今使えるかどうかは、ここではわかりません。サービスが時刻を返しませんでした。有効期間とドロップの期限はミントのたびにサービスが確認します。</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Check the word first: only a checked word is used.</source>
        <translation>先に合言葉を確認してください。確認済みの合言葉だけが使われます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk cannot use the checked word: the check says why.</source>
        <translation>キオスクは確認済みの合言葉を使えません。理由は確認結果をご覧ください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk accepts the checked word from now on; the service judges at each claim whether it works then.</source>
        <translation>キオスクは今後、確認済みの合言葉を受け付けます。使えるかどうかはミントのたびにサービスが確認します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk accepts the checked word from now on, but attendees cannot use it now: the check says why.</source>
        <translation>キオスクは今後、確認済みの合言葉を受け付けますが、参加者は今は使えません。理由は確認結果をご覧ください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attendees may type the checked word from now on.</source>
        <translation>今後、参加者は確認済みの合言葉を入力できます。</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>No secret word</source>
        <translation>合言葉なし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk no longer accepts a secret word.</source>
        <translation>キオスクは合言葉を受け付けなくなります。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The kiosk uses the secret word “{word}”.</source>
        <translation>キオスクは合言葉「{word}」を使用しています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk uses no secret word.</source>
        <translation>キオスクは合言葉を使用していません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Asking the service…</source>
        <translation>サービスに問い合わせ中…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drop: {name}</source>
        <translation>ドロップ：{name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This word belongs to another drop: choose that drop first, or another word.</source>
        <translation>この合言葉は別のドロップのものです。先にそのドロップを選ぶか、別の合言葉にしてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This word works only in the POAP app: the kiosk cannot mint with it. Ask for a website secret instead.</source>
        <translation>この合言葉は POAP アプリ専用で、キオスクではミントできません。代わりにウェブサイト用の合言葉を依頼してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but its drop has expired: the service refuses every claim of it.</source>
        <translation>合言葉は正しいですが、そのドロップは期限切れです。サービスはこの合言葉での受け取りをすべて拒否します。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but it is switched off: it works at no time until the drop&apos;s organiser switches it on again.</source>
        <translation>合言葉は正しいですが、オフになっています。ドロップの作成者がオンに戻すまで、いつでも使えません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but attendees cannot use it now: see when it works.</source>
        <translation>合言葉は正しいですが、現在参加者は使えません。有効期間を確認してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The word is right, but all its claims are used: request more mints.</source>
        <translation>合言葉は正しいですが、受け取り枠をすべて使い切っています。ミントを追加リクエストしてください。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The word is right and works now.</source>
        <translation>合言葉は正しく、現在有効です。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved: the kiosk accepts this word. Whether attendees can use it now, the service judges at each claim: see above.</source>
        <translation>保存しました。キオスクはこの合言葉を受け付けます。参加者が今使えるかどうかは、ミントのたびにサービスが確認します。上をご覧ください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved: the kiosk accepts this word, but attendees cannot use it now: see above.</source>
        <translation>保存しました。キオスクはこの合言葉を受け付けますが、参加者は今は使えません。上をご覧ください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved: the kiosk now accepts this word.</source>
        <translation>保存しました。キオスクはこの合言葉を受け付けます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: the kiosk no longer asks for a secret word.</source>
        <translation>保存しました。キオスクは合言葉を求めなくなります。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: {reason}</source>
        <translation>保存されていません：{reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the secret word first.</source>
        <translation>先に合言葉を入力してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%Ln claim(s) used</source>
        <translation>
            <numerusform>受け取り枠 %Ln 件使用済み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{claimed} of %Ln claim(s) used, {left} left</source>
        <translation>
            <numerusform>受け取り枠 %Ln 件中 {claimed} 件使用、残り {left} 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+146"/>
        <source>The service refused the kiosk&apos;s credentials. Check them on the Connection page, then use Test connection.</source>
        <translation>サービスがキオスクの認証情報を拒否しました。「接続」ページで確認してから、「接続テスト」を使ってください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service is busy right now: try again in a minute.</source>
        <translation>サービスが混雑しています。1分後にもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses on the Connection page.</source>
        <translation>サービスに接続できません。ネットワーク（Wi-Fi、ケーブル、プロキシ）と、「接続」ページのサービスアドレスを確認してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in at {address}. Open a web browser on this computer and accept the network&apos;s terms; the kiosk goes on by itself then.</source>
        <translation>サービスではなく会場のネットワークが応答しています。Wi-Fi が {address} でサインインを求めています。このコンピューターでウェブブラウザーを開き、ネットワークの利用条件に同意してください。その後、キオスクは自動的に再開します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A web page answered instead of the service: the venue&apos;s Wi-Fi may ask for a sign-in. Open a web browser on this computer and accept the network&apos;s terms; if no sign-in page opens, check the service addresses on the Connection page.</source>
        <translation>サービスではなくウェブページが応答しました。会場の Wi-Fi がサインインを求めているかもしれません。このコンピューターでウェブブラウザーを開き、ネットワークの利用条件に同意してください。サインインのページが開かない場合は、「接続」ページでサービスのアドレスを確認してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service does not know that drop. Check its id or fancy id.</source>
        <translation>サービスはそのドロップを認識していません。ID またはファンシー ID を確認してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service does not know the chosen drop: choose the drop again.</source>
        <translation>サービスは選択したドロップを認識していません。ドロップを選び直してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The service does not know that secret word. Words are case-sensitive: check the spelling.</source>
        <translation>サービスはその合言葉を認識していません。大文字と小文字は区別されます。つづりを確認してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The edit code is wrong. It is the six-digit code the drop&apos;s creator chose; ask them.</source>
        <translation>編集コードが間違っています。ドロップの作成者が決めた6桁のコードです。作成者に確認してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refused this: {reason}</source>
        <translation>サービスが拒否しました：{reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service gave an answer the kiosk does not understand: try again, and check the service address if it keeps happening.</source>
        <translation>サービスからキオスクが理解できない応答がありました。もう一度お試しください。繰り返し起こる場合は、サービスのアドレスを確認してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>サービスがエラーを返しました。1分後にもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request reached the service, but its answer was lost: it may have been done. Check before you ask again.</source>
        <translation>リクエストはサービスに届きましたが、応答が失われました。処理済みの可能性があります。もう一度リクエストする前に確認してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong on this computer ({error}). Try again; if it keeps failing, run kiosk doctor.</source>
        <translation>このコンピューターで問題が発生しました（{error}）。もう一度お試しください。それでも失敗する場合は kiosk doctor を実行してください。</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location line="+11"/>
        <source>The settings could not be saved ({reason}): check the disk, then try again.</source>
        <translation>設定を保存できませんでした（{reason}）。ディスクを確認してから、もう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location line="+11"/>
        <source>Mint Kiosk is already running on this computer; its window was brought to the front.</source>
        <translation>Mint Kiosk はこのコンピューターですでに実行中です。そのウィンドウを前面に表示しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mint Kiosk is already running on this computer but does not answer. If its window does not appear within a minute, restart the computer.</source>
        <translation>Mint Kiosk はこのコンピューターですでに実行中ですが、応答がありません。1分以内にウィンドウが表示されない場合は、コンピューターを再起動してください。</translation>
    </message>
</context>
<context>
    <name>Staff</name>
    <message>
        <location filename="../../kiosk/ui/operator/step_texts.py" line="+29"/>
        <source>Mint codes</source>
        <translation>ミントコード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>合言葉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kiosk options</source>
        <translation>キオスクのオプション</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operator pass</source>
        <translation>スタッフパス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Journal</source>
        <translation>記録</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save the API key, client id and client secret first.</source>
        <translation>先に API キー、クライアント ID、クライアントシークレットを保存してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the drop this kiosk mints first.</source>
        <translation>先にこのキオスクでミントするドロップを選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set an operator PIN first: kiosk mode locks the screen with it.</source>
        <translation>先にスタッフ PIN を設定してください。キオスクモードではこの PIN で画面をロックします。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="-17"/>
        <source>Mints per 15 minutes</source>
        <translation>15分ごとのミント数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bar for each quarter hour of the last 4 hours, oldest first.</source>
        <translation>直近4時間の15分ごとの棒グラフです（古い順）。</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/statistics_page.py" line="+70"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Live counts for the chosen drop; they update while this page is open.</source>
        <translation>選択したドロップのリアルタイムの集計です。このページを開いている間、更新されます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Minted</source>
        <translation>ミント済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On their way</source>
        <translation>反映待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved for e-mail</source>
        <translation>メール用に予約済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already claimed</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Being checked</source>
        <translation>確認中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued offline</source>
        <translation>オフラインで保留中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes left</source>
        <translation>残りのコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: links left</source>
        <translation>配布：残りのリンク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: shown</source>
        <translation>配布：表示済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: claimed</source>
        <translation>配布：使用済み</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Mints per 15 minutes, last 4 hours (local time)</source>
        <translation>15分ごとのミント数、直近4時間（現地時間）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Counted while the kiosk is open</source>
        <translation>キオスクの起動中に集計</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dispenser&apos;s last count, without claims elsewhere</source>
        <translation>配布の最後の集計（他での使用は入りません）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enter the edit code on the Codes page</source>
        <translation>「ミントコード」ページで編集コードを入力してください</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The drop has expired: no code can be minted</source>
        <translation>ドロップの期限切れ：どのコードもミントできません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None left: request more mints</source>
        <translation>残りなし：ミントを追加リクエストしてください</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If not expired (the service did not say its date)</source>
        <translation>期限切れでなければ（サービスが日付を返しませんでした）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than {threshold}: request more mints</source>
        <translation>{threshold} 未満：ミントを追加リクエストしてください</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+37"/>
        <source>Counting…</source>
        <translation>集計中…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not check; tries again soon</source>
        <translation>確認できませんでした。まもなく再試行します</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mints wait to be sent. Last error: {error}</source>
        <translation>ミントは送信待ちです。最後のエラー：{error}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mints wait for the connection; they are sent when it is back.</source>
        <translation>ミントは接続を待っています。接続が戻ると送信されます。</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <location line="-95"/>
        <source>%Ln failed after the service took them: see the Journal</source>
        <translation>
            <numerusform>サービス受付後に %Ln 件が失敗しました：「記録」を確認してください</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TouchKeyboard</name>
    <message>
        <location filename="../../kiosk/ui/touch_keyboard.py" line="+98"/>
        <source>Delete last character</source>
        <translation>最後の文字を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last character you typed.</source>
        <translation>最後に入力した文字を削除します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removes everything you typed.</source>
        <translation>入力した内容をすべて削除します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sends what you typed.</source>
        <translation>入力した内容を送信します。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Types {key}.</source>
        <translation>{key} を入力します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>abc</source>
        <translation>abc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Small letters</source>
        <translation>小文字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to small letters.</source>
        <translation>英字キーを小文字に切り替えます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ABC</source>
        <translation>ABC</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capital letters</source>
        <translation>大文字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to capital letters.</source>
        <translation>英字キーを大文字に切り替えます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At sign</source>
        <translation>アットマーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dot</source>
        <translation>ドット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyphen</source>
        <translation>ハイフン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underscore</source>
        <translation>アンダースコア</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../kiosk/ui/welcome_page.py" line="+38"/>
        <source>Get your event collectible</source>
        <translation>コレクティブルを受け取りましょう</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scan your mint QR</source>
        <translation>ミント用QRを読み取る</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No camera — type your code instead</source>
        <translation>カメラなし — コードを入力してください</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>No QR code?</source>
        <translation>QRコードがない場合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>コードを入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret word</source>
        <translation>合言葉</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Scan your mint QR code, or choose another way in.</source>
        <translation>ミント用QRコードを読み取るか、別の方法を選んでください。</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Opens a keyboard to type the code of your mint link.</source>
        <translation>ミントリンクのコードを入力するキーボードを開きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens a keyboard to type the secret word announced at this event.</source>
        <translation>このイベントで発表された合言葉を入力するキーボードを開きます。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Scan your mint QR code.</source>
        <translation>ミント用QRコードを読み取ってください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the code of your mint link, or the secret word announced at this event.</source>
        <translation>ミントリンクのコード、またはこのイベントで発表された合言葉を入力してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the code of your mint link.</source>
        <translation>ミントリンクのコードを入力してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the secret word announced at this event.</source>
        <translation>このイベントで発表された合言葉を入力してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No camera — type the secret word instead</source>
        <translation>カメラなし — 合言葉を入力してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — please ask the staff</source>
        <translation>カメラなし — スタッフにお声がけください</translation>
    </message>
</context>
</TS>
