<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>ArtworkView</name>
    <message>
        <location filename="../../kiosk/ui/widgets.py" line="+122"/>
        <source>Artwork</source>
        <translation>الصورة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The collectible&apos;s picture.</source>
        <translation>صورة المقتنى.</translation>
    </message>
</context>
<context>
    <name>AttendeePage</name>
    <message>
        <location filename="../../kiosk/ui/attendee_page.py" line="+33"/>
        <source>Start over</source>
        <translation>البدء من جديد</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Next in line: your code was read. Your turn starts in a moment.</source>
        <translation>التالي: قُرئ رمزك. يبدأ دورك بعد لحظة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Clears what you typed and goes back to the welcome screen.</source>
        <translation>يمسح ما كتبته ويعود إلى شاشة الترحيب.</translation>
    </message>
</context>
<context>
    <name>BusyPage</name>
    <message>
        <location filename="../../kiosk/ui/busy_page.py" line="+36"/>
        <source>Getting ready…</source>
        <translation>جارٍ التجهيز…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kiosk opens in a moment.</source>
        <translation>سيفتح الكشك بعد لحظات.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking your code…</source>
        <translation>جارٍ التحقق من رمزك…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>This takes a few seconds.</source>
        <translation>يستغرق ذلك بضع ثوانٍ.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Checking the secret word…</source>
        <translation>جارٍ التحقق من الكلمة السرية…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minting your collectible…</source>
        <translation>جارٍ سكّ مقتناك…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please wait, this can take a little while.</source>
        <translation>يُرجى الانتظار، قد يستغرق ذلك بعض الوقت.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Almost there…</source>
        <translation>أوشكنا على الانتهاء…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the blockchain to confirm it.</source>
        <translation>بانتظار تأكيد البلوك تشين.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Working</source>
        <translation>قيد العمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turning circle: the kiosk is at work.</source>
        <translation>دائرة تدور: الكشك يعمل.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Goes back to the welcome screen. It does not stop the mint already asked for.</source>
        <translation>يعود إلى شاشة الترحيب. لا يوقف عملية السكّ المطلوبة بالفعل.</translation>
    </message>
</context>
<context>
    <name>CameraView</name>
    <message>
        <location filename="../../kiosk/ui/camera_view.py" line="+39"/>
        <location line="+43"/>
        <source>Hold it steady…</source>
        <translation>أبقِه ثابتًا…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>One code at a time, please: hold only one QR code inside the four corners.</source>
        <translation>رمزًا واحدًا في كل مرة من فضلك: ضع رمز QR واحدًا فقط داخل الزوايا الأربع.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Camera</source>
        <translation>الكاميرا</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hold the QR code inside the four corners.</source>
        <translation>ضع رمز QR داخل الزوايا الأربع.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>One code at a time, please</source>
        <translation>رمزًا واحدًا في كل مرة من فضلك</translation>
    </message>
</context>
<context>
    <name>ChecksPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/checks_page.py" line="+36"/>
        <source>Passed.</source>
        <translation>ناجح.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed, with a warning.</source>
        <translation>ناجح، مع تحذير.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed.</source>
        <translation>فاشل.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+8"/>
        <source>Test connection</source>
        <translation>اختبار الاتصال</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Checks the settings, the keyring, the credentials, the service, the chosen drop and the camera, one after another, and says what to do about each problem.</source>
        <translation>يفحص الإعدادات وحلقة المفاتيح وبيانات الاعتماد والخدمة والإصدار المختار والكاميرا واحدًا تلو الآخر، ويبيّن ما يجب فعله لكل مشكلة.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Runs every check; a line for each appears below.</source>
        <translation>يُجري كل الفحوص؛ ويظهر سطر لكل فحص أدناه.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Testing…</source>
        <translation>جارٍ الاختبار…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%Ln check(s) failed: see the red lines.</source>
        <translation>
            <numerusform>فشل %Ln فحص: انظر الأسطر الحمراء.</numerusform>
            <numerusform>فشل فحص واحد: انظر السطر الأحمر.</numerusform>
            <numerusform>فشل فحصان: انظر الأسطر الحمراء.</numerusform>
            <numerusform>فشلت %Ln فحوص: انظر الأسطر الحمراء.</numerusform>
            <numerusform>فشل %Ln فحصًا: انظر الأسطر الحمراء.</numerusform>
            <numerusform>فشل %Ln فحص: انظر الأسطر الحمراء.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All checks passed, with warnings.</source>
        <translation>نجحت كل الفحوص، مع تحذيرات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>نجحت كل الفحوص.</translation>
    </message>
</context>
<context>
    <name>CodeEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/code_entry_page.py" line="+18"/>
        <source>Type your code</source>
        <translation>اكتب رمزك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six letters or digits; capital or small letters both work. Zero and the letter O are different, as are one, I and L.</source>
        <translation>ستة أحرف أو أرقام؛ الأحرف الكبيرة والصغيرة سواء. الصفر والحرف O مختلفان، وكذلك الواحد والحرفان I وL.</translation>
    </message>
</context>
<context>
    <name>CodesPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/codes_page.py" line="+71"/>
        <source>Mint links (codes)</source>
        <translation>روابط السكّ (رموز)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word claims</source>
        <translation>الاستلام بالكلمة السرية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Website claims</source>
        <translation>الاستلام عبر الموقع</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+73"/>
        <source>Mint codes</source>
        <translation>رموز السكّ</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Type the drop&apos;s six-digit edit code (you got it when the drop was created) to see its mint codes and how many are left, or to ask for more.</source>
        <translation>اكتب رمز التعديل المكوّن من ستة أرقام للإصدار (حصلت عليه عند إنشاء الإصدار) لرؤية رموز السكّ الخاصة به وعدد المتبقي منها، أو لطلب المزيد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+336"/>
        <source>Show</source>
        <translation>إظهار</translation>
    </message>
    <message>
        <location line="-335"/>
        <source>Check</source>
        <translation>تحقّق</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+103"/>
        <source>Request more mints</source>
        <translation>طلب المزيد من السكّ</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+30"/>
        <source>Edit code</source>
        <translation>رمز التعديل</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The six digits you got when the drop was created.</source>
        <translation>الأرقام الستة التي حصلت عليها عند إنشاء الإصدار.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the edit code</source>
        <translation>إظهار رمز التعديل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides the digits typed.</source>
        <translation>يُظهر الأرقام المكتوبة أو يخفيها.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Asks the service for the drop&apos;s mint codes with this edit code.</source>
        <translation>يطلب من الخدمة رموز السكّ الخاصة بالإصدار باستخدام رمز التعديل هذا.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Each mint code of the drop and whether it is claimed.</source>
        <translation>كل رمز سكّ للإصدار وهل استُخدم.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mint code</source>
        <translation>رمز السكّ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+23"/>
        <source>What</source>
        <translation>النوع</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The kind of mints to ask for.</source>
        <translation>نوع السكّ المطلوب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+22"/>
        <source>How many</source>
        <translation>العدد</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>How many more mints to ask for.</source>
        <translation>عدد مرات السكّ الإضافية المطلوبة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sends the request; the service&apos;s team reviews it.</source>
        <translation>يرسل الطلب؛ ويراجعه فريق الخدمة.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose a drop first: its mint codes are shown here.</source>
        <translation>اختر إصدارًا أولًا: تظهر رموز السكّ الخاصة به هنا.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Asking the service…</source>
        <translation>جارٍ سؤال الخدمة…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln mint code(s): {claimed} claimed; the drop has expired, none can be minted</source>
        <translation>
            <numerusform>%Ln رمز سكّ: {claimed} مُستخدَم؛ انتهت صلاحية الإصدار فلا يمكن سكّ أيٍّ منها</numerusform>
            <numerusform>رمز سكّ واحد: {claimed} مُستخدَم؛ انتهت صلاحية الإصدار فلا يمكن سكّه</numerusform>
            <numerusform>رمزا سكّ: {claimed} مُستخدَم؛ انتهت صلاحية الإصدار فلا يمكن سكّ أيٍّ منهما</numerusform>
            <numerusform>%Ln رموز سكّ: {claimed} مُستخدَم؛ انتهت صلاحية الإصدار فلا يمكن سكّ أيٍّ منها</numerusform>
            <numerusform>%Ln رمزًا للسكّ: {claimed} مُستخدَم؛ انتهت صلاحية الإصدار فلا يمكن سكّ أيٍّ منها</numerusform>
            <numerusform>%Ln رمز سكّ: {claimed} مُستخدَم؛ انتهت صلاحية الإصدار فلا يمكن سكّ أيٍّ منها</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left if the drop has not expired (the service did not say its date)</source>
        <translation>
            <numerusform>%Ln رمز سكّ: {claimed} مُستخدَم، و{left} متبقٍّ إن لم تنتهِ صلاحية الإصدار (لم تذكر الخدمة تاريخها)</numerusform>
            <numerusform>رمز سكّ واحد: {claimed} مُستخدَم، و{left} متبقٍّ إن لم تنتهِ صلاحية الإصدار (لم تذكر الخدمة تاريخها)</numerusform>
            <numerusform>رمزا سكّ: {claimed} مُستخدَم، و{left} متبقٍّ إن لم تنتهِ صلاحية الإصدار (لم تذكر الخدمة تاريخها)</numerusform>
            <numerusform>%Ln رموز سكّ: {claimed} مُستخدَم، و{left} متبقٍّ إن لم تنتهِ صلاحية الإصدار (لم تذكر الخدمة تاريخها)</numerusform>
            <numerusform>%Ln رمزًا للسكّ: {claimed} مُستخدَم، و{left} متبقٍّ إن لم تنتهِ صلاحية الإصدار (لم تذكر الخدمة تاريخها)</numerusform>
            <numerusform>%Ln رمز سكّ: {claimed} مُستخدَم، و{left} متبقٍّ إن لم تنتهِ صلاحية الإصدار (لم تذكر الخدمة تاريخها)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left</source>
        <translation>
            <numerusform>%Ln رمز سكّ: {claimed} مُستخدَم، و{left} متبقٍّ</numerusform>
            <numerusform>رمز سكّ واحد: {claimed} مُستخدَم، و{left} متبقٍّ</numerusform>
            <numerusform>رمزا سكّ: {claimed} مُستخدَم، و{left} متبقٍّ</numerusform>
            <numerusform>%Ln رموز سكّ: {claimed} مُستخدَم، و{left} متبقٍّ</numerusform>
            <numerusform>%Ln رمزًا للسكّ: {claimed} مُستخدَم، و{left} متبقٍّ</numerusform>
            <numerusform>%Ln رمز سكّ: {claimed} مُستخدَم، و{left} متبقٍّ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Claimed</source>
        <translation>مُستخدَم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not claimed yet</source>
        <translation>لم يُستخدَم بعد</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Edit code accepted. It is kept in this computer&apos;s keyring, so the statistics can count the codes left.</source>
        <translation>تم قبول رمز التعديل. يُحفظ في حلقة المفاتيح على هذا الحاسوب، لتتمكن الإحصاءات من عدّ الرموز المتبقية.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit code accepted. This computer has no keyring, so it is kept only until the kiosk closes: you will be asked again after a restart.</source>
        <translation>تم قبول رمز التعديل. لا توجد حلقة مفاتيح على هذا الحاسوب، لذا يُحتفظ به فقط حتى إغلاق الكشك: سيُطلب منك مجددًا بعد إعادة التشغيل.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Using the edit code kept on this computer.</source>
        <translation>يُستخدم رمز التعديل المحفوظ على هذا الحاسوب.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That edit code is not right for this drop. Check the six digits you got when the drop was created, and that the right drop is chosen.</source>
        <translation>رمز التعديل هذا غير صحيح لهذا الإصدار. تحقّق من الأرقام الستة التي حصلت عليها عند إنشاء الإصدار، ومن اختيار الإصدار الصحيح.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Request #{id} sent, but the drop has expired: the service refuses every claim of it, the new ones too. Its organiser can move the expiry date.</source>
        <translation>أُرسل الطلب #{id}، لكن الإصدار انتهت صلاحيته: ترفض الخدمة كل مطالبة به، والجديدة أيضًا. يستطيع منظّمه تغيير تاريخ الانتهاء.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Request #{id} sent: the claims are added to the drop&apos;s secret word, not to these mint codes, once the service approves it. Check the word on the Secret word page.</source>
        <translation>أُرسل الطلب #{id}: تُضاف المطالبات إلى الكلمة السرية للإصدار، لا إلى رموز السكّ هذه، بعد موافقة الخدمة. تحقّق من الكلمة في صفحة «الكلمة السرية».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Request #{id} sent, but the mint codes could not be read again, so the kiosk cannot tell whether the new ones are made yet. Open this page again in a minute to see them.</source>
        <translation>أُرسل الطلب #{id}، لكن تعذّرت قراءة رموز السكّ مجددًا، لذا لا يعرف الكشك إن كانت الجديدة قد أُنشئت. افتح هذه الصفحة مجددًا بعد دقيقة لتراها.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} done: the service made the new mint links at once. Mint codes listed before: {before}; now: {now}.</source>
        <translation>اكتمل الطلب #{id}: أنشأت الخدمة روابط السكّ الجديدة فورًا. رموز السكّ قبل: {before}؛ الآن: {now}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Request #{id} sent: it will be reviewed by the service&apos;s team, and the new mints appear here once it is approved.</source>
        <translation>أُرسل الطلب #{id}: سيراجعه فريق الخدمة، وتظهر مرات السكّ الجديدة هنا بعد الموافقة عليه.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Check the edit code first.</source>
        <translation>تحقّق من رمز التعديل أولًا.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>An edit code is six digits: the one you got when the drop was created.</source>
        <translation>رمز التعديل ستة أرقام: وهو الذي حصلت عليه عند إنشاء الإصدار.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hide</source>
        <translation>إخفاء</translation>
    </message>
</context>
<context>
    <name>Connection</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+321"/>
        <source>The kiosk is offline</source>
        <translation>الكشك غير متصل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minting is paused for now. Please try again in a few minutes.</source>
        <translation>السكّ متوقف مؤقتًا. يُرجى المحاولة بعد بضع دقائق.</translation>
    </message>
</context>
<context>
    <name>ConnectionPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/connection_page.py" line="+69"/>
        <source>Service address (base URL)</source>
        <translation>عنوان الخدمة (عنوان URL الأساسي)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token issuer address (auth URL)</source>
        <translation>عنوان مُصدِر الرموز المميزة (عنوان URL للمصادقة)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mint site address</source>
        <translation>عنوان موقع السكّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>مفتاح API</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client id</source>
        <translation>معرّف العميل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client secret</source>
        <translation>سرّ العميل</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Issued by the minting service; kept in the keyring, never shown.</source>
        <translation>تُصدره خدمة السكّ؛ ويُحفظ في حلقة المفاتيح ولا يُعرض أبدًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A web address starting with https://.</source>
        <translation>عنوان ويب يبدأ بـ https://.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials are kept in this computer&apos;s keyring.</source>
        <translation>بيانات الاعتماد محفوظة في حلقة المفاتيح على هذا الحاسوب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The credentials come from environment variables.</source>
        <translation>بيانات الاعتماد مأخوذة من متغيرات البيئة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The credentials come partly from environment variables, the rest from the keyring.</source>
        <translation>بعض بيانات الاعتماد مأخوذ من متغيرات البيئة، والباقي من حلقة المفاتيح.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No credentials are saved yet.</source>
        <translation>لم تُحفظ أي بيانات اعتماد بعد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some credentials are missing: type them below, or set their environment variables.</source>
        <translation>بعض بيانات الاعتماد ناقصة: اكتبها أدناه، أو اضبط متغيرات البيئة الخاصة بها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The credentials typed last are used until the kiosk closes: the keyring did not keep them.</source>
        <translation>تُستخدم آخر بيانات اعتماد كُتبت حتى يُغلق الكشك: لم تحفظها حلقة المفاتيح.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring, so credentials cannot be saved here: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>لا توجد حلقة مفاتيح على هذا الحاسوب، لذا لا يمكن حفظ بيانات الاعتماد هنا: ضعها في متغيرات البيئة KIOSK_API_KEY وKIOSK_CLIENT_ID وKIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This computer has no keyring to keep the credentials. Set the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET and start the kiosk again, or install a keyring (GNOME Keyring, KWallet). Credentials typed here work only until the kiosk closes.</source>
        <translation>لا توجد على هذا الحاسوب حلقة مفاتيح لحفظ بيانات الاعتماد. اضبط متغيرات البيئة KIOSK_API_KEY وKIOSK_CLIENT_ID وKIOSK_CLIENT_SECRET ثم شغّل الكشك مجددًا، أو ثبّت حلقة مفاتيح (GNOME Keyring أو KWallet). بيانات الاعتماد المكتوبة هنا تعمل فقط حتى إغلاق الكشك.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Connection</source>
        <translation>الاتصال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The addresses of the minting service and the credentials it issued you. Secrets go to this computer&apos;s keyring, never to the settings file.</source>
        <translation>عناوين خدمة السكّ وبيانات الاعتماد التي أصدرتها لك. تُحفظ البيانات السرية في حلقة المفاتيح على هذا الحاسوب، وليس في ملف الإعدادات أبدًا.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Show</source>
        <translation>إظهار</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the {0}</source>
        <translation>إظهار {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows or hides what is typed.</source>
        <translation>يُظهر ما كُتب أو يخفيه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>حفظ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checks the addresses, then saves them and the credentials.</source>
        <translation>يتحقق من العناوين، ثم يحفظها مع بيانات الاعتماد.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved. Leave empty to keep it.</source>
        <translation>محفوظ. اتركه فارغًا للإبقاء عليه.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>from the environment variable {0}</source>
        <translation>من متغير البيئة {0}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Saving…</source>
        <translation>جارٍ الحفظ…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved. Next: Test connection.</source>
        <translation>تم الحفظ. الخطوة التالية: اختبار الاتصال.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Addresses saved. No keyring could keep the credentials (there is none, or it is locked), so they are used only until the kiosk closes: put them in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>تم حفظ العناوين. لم تتمكن أي حلقة مفاتيح من حفظ بيانات الاعتماد (لا توجد واحدة، أو هي مقفلة)، لذا تُستخدم فقط حتى إغلاق الكشك: ضعها في متغيرات البيئة KIOSK_API_KEY وKIOSK_CLIENT_ID وKIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+10"/>
        <source>Enter the {0}.</source>
        <translation>أدخل {0}.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The {0} must be a web address starting with https:// (or http:// for a test service).</source>
        <translation>يجب أن يكون {0} عنوان ويب يبدأ بـ https:// (أو http:// لخدمة تجريبية).</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message>
        <location filename="../../kiosk/ui/countdown_overlay.py" line="+46"/>
        <source>Still there?</source>
        <translation>هل ما زلت هنا؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap to continue</source>
        <translation>انقر للمتابعة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Still there? Tap to continue</source>
        <translation>هل ما زلت هنا؟ انقر للمتابعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap anywhere to keep this page.</source>
        <translation>انقر في أي مكان للبقاء في هذه الصفحة.</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>Otherwise the kiosk starts over in %Ln s.</source>
        <translation>
            <numerusform>وإلا فسيبدأ الكشك من جديد بعد %Ln ثانية.</numerusform>
            <numerusform>وإلا فسيبدأ الكشك من جديد بعد ثانية واحدة.</numerusform>
            <numerusform>وإلا فسيبدأ الكشك من جديد بعد ثانيتين.</numerusform>
            <numerusform>وإلا فسيبدأ الكشك من جديد بعد %Ln ثوانٍ.</numerusform>
            <numerusform>وإلا فسيبدأ الكشك من جديد بعد %Ln ثانية.</numerusform>
            <numerusform>وإلا فسيبدأ الكشك من جديد بعد %Ln ثانية.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DispenserPage</name>
    <message>
        <location filename="../../kiosk/ui/dispenser_page.py" line="+74"/>
        <source>Getting the collectibles ready…</source>
        <translation>جارٍ تجهيز المقتنيات…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+108"/>
        <source>Tap for your collectible</source>
        <translation>انقر للحصول على مقتناك</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>You get a QR code to scan with your phone camera.</source>
        <translation>ستحصل على رمز QR لمسحه بكاميرا هاتفك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One moment…</source>
        <translation>لحظة من فضلك…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scan with your phone camera</source>
        <translation>امسحه بكاميرا هاتفك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then mint it on the page your phone opens.</source>
        <translation>ثم أكمل السكّ في الصفحة التي يفتحها هاتفك.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All collectibles are handed out — thank you</source>
        <translation>نفدت كل المقتنيات — شكرًا لكم</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This drop has expired</source>
        <translation>انتهت صلاحية هذا الإصدار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its collectibles can no longer be minted.</source>
        <translation>لم يعد بالإمكان سكّ مقتنياته.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No collectibles to hand out right now</source>
        <translation>لا توجد مقتنيات للتوزيع الآن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please ask a member of staff.</source>
        <translation>يُرجى سؤال أحد الموظفين.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service is busy</source>
        <translation>الخدمة مشغولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk is offline</source>
        <translation>الكشك غير متصل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your phone mints over its own connection: keep its internet on.</source>
        <translation>يسكّ هاتفك عبر اتصاله الخاص: أبقِ الإنترنت فيه مفعّلًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No code can be checked now. Please try again in a minute.</source>
        <translation>لا يمكن التحقق من أي رمز الآن. يُرجى المحاولة بعد دقيقة.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Shows a QR code to scan with your phone.</source>
        <translation>يعرض رمز QR لمسحه بهاتفك.</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <location filename="../../kiosk/ui/doctor_texts.py" line="+21"/>
        <source>Settings file</source>
        <translation>ملف الإعدادات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyring for secrets</source>
        <translation>حلقة المفاتيح للبيانات السرية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credentials (API key, client id, client secret)</source>
        <translation>بيانات الاعتماد (مفتاح API، معرّف العميل، سرّ العميل)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access token from the token issuer</source>
        <translation>رمز الوصول من مُصدِر الرموز المميزة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minting calls accepted (API key and token together)</source>
        <translation>طلبات السكّ مقبولة (مفتاح API والرمز المميز معًا)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>API key accepted by the service</source>
        <translation>الخدمة تقبل مفتاح API</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen drop reachable</source>
        <translation>الإصدار المختار متاح</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser lists the drop&apos;s mint links (edit code)</source>
        <translation>الموزّع يسرد روابط السكّ الخاصة بالإصدار (رمز التعديل)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dispenser&apos;s links file holds mint links</source>
        <translation>ملف روابط الموزّع يحتوي على روابط سكّ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Camera gives a picture</source>
        <translation>الكاميرا تعطي صورة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints that failed after the service accepted them</source>
        <translation>عمليات السكّ التي فشلت بعد أن قبلتها الخدمة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints sent whose end the service has not told yet</source>
        <translation>عمليات سكّ أُرسلت ولم تذكر الخدمة نتيجتها بعد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints saved for later of a drop this kiosk does not take</source>
        <translation>عمليات سكّ محفوظة لوقت لاحق لإصدار لا يقبله هذا الكشك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mints on their way long after the service took them</source>
        <translation>عمليات سكّ في الطريق بعد وقت طويل من قبول الخدمة لها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mint journal can be written</source>
        <translation>يمكن الكتابة في سجلّ السكّ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No settings saved yet: the defaults are used. Run the setup to save them.</source>
        <translation>لم تُحفظ أي إعدادات بعد: تُستخدم القيم الافتراضية. شغّل الإعداد لحفظها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The settings file is damaged (cut off, perhaps by a power cut). At its next start the kiosk keeps it aside, renamed with the date and time, and starts with the default settings: set it up again then, copying what you need from the old file.</source>
        <translation>ملف الإعدادات تالف (مقطوع، ربما بسبب انقطاع الكهرباء). عند بدء التشغيل التالي يضعه الكشك جانبًا باسم جديد فيه التاريخ والوقت، ويبدأ بالإعدادات الافتراضية: أعِد إعداده حينها، وانسخ ما تحتاجه من الملف القديم.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file cannot be read, so at its next start the kiosk uses the default settings. Check that this user may read and write it.</source>
        <translation>لا يمكن قراءة ملف الإعدادات، لذا سيستخدم الكشك الإعدادات الافتراضية عند بدء التشغيل التالي. تحقّق من أن هذا المستخدم يستطيع قراءته والكتابة فيه.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer has no keyring: put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET. The access token is kept in memory only.</source>
        <translation>لا توجد حلقة مفاتيح على هذا الحاسوب: ضع بيانات الاعتماد في متغيرات البيئة KIOSK_API_KEY وKIOSK_CLIENT_ID وKIOSK_CLIENT_SECRET. يُحتفظ برمز الوصول في الذاكرة فقط.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The keyring is locked, so the kiosk cannot keep or read its credentials there. Log in to this computer&apos;s desktop, or unlock the login keyring, then test again. Credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET work without it.</source>
        <translation>حلقة المفاتيح مقفلة، لذا لا يستطيع الكشك حفظ بيانات الاعتماد فيها أو قراءتها. سجّل الدخول إلى سطح مكتب هذا الحاسوب، أو افتح قفل حلقة مفاتيح تسجيل الدخول، ثم اختبر مجددًا. بيانات الاعتماد في متغيرات البيئة KIOSK_API_KEY وKIOSK_CLIENT_ID وKIOSK_CLIENT_SECRET تعمل من دونها.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The keyring refused to keep a test entry, so credentials saved there may be lost. Log out and in again, or restart the computer, then test again. If it keeps failing, put the credentials in the environment variables KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET.</source>
        <translation>رفضت حلقة المفاتيح حفظ إدخال تجريبي، لذا قد تضيع بيانات الاعتماد المحفوظة فيها. سجّل الخروج ثم الدخول مجددًا، أو أعد تشغيل الحاسوب، ثم اختبر مجددًا. إذا استمر الفشل، فضع بيانات الاعتماد في متغيرات البيئة KIOSK_API_KEY وKIOSK_CLIENT_ID وKIOSK_CLIENT_SECRET.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Credentials are missing. Set KIOSK_API_KEY, KIOSK_CLIENT_ID and KIOSK_CLIENT_SECRET, or enter them in the setup (stored in the keyring).</source>
        <translation>بيانات الاعتماد مفقودة. اضبط KIOSK_API_KEY وKIOSK_CLIENT_ID وKIOSK_CLIENT_SECRET، أو أدخلها في الإعداد (تُحفظ في حلقة المفاتيح).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not checked: fix the problem above first.</source>
        <translation>لم يُفحص: أصلح المشكلة أعلاه أولًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The token issuer refused the client id or secret, or the auth address is wrong. Check both against what the service issued you.</source>
        <translation>رفض مُصدِر الرموز المميزة معرّف العميل أو سرّه، أو أن عنوان المصادقة خاطئ. قارن كليهما بما أصدرته لك الخدمة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer gives no tokens for this service address: check the service address against what the service issued you (the client id and secret are not in question).</source>
        <translation>لا يُصدر مُصدِر الرموز المميزة رموزًا لعنوان الخدمة هذا: قارن عنوان الخدمة بما أصدرته لك الخدمة (معرّف العميل وسرّه ليسا موضع المشكلة).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service address answers &quot;not found&quot; for the service&apos;s calls: check it against what the service issued you (a path too many or too few).</source>
        <translation>يجيب عنوان الخدمة بـ&quot;غير موجود&quot; على استدعاءات الخدمة: قارنه بما أصدرته لك الخدمة (جزء زائد أو ناقص في المسار).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The token issuer&apos;s address answers &quot;not found&quot; for token requests: nothing issues tokens there, so the client id and secret were not checked. Check the address against what the service issued you (the kiosk adds /oauth/token to it).</source>
        <translation>يجيب عنوان مُصدِر الرموز المميزة بـ«غير موجود» على طلبات الرموز: لا أحد يُصدر رموزًا هناك، لذا لم يُتحقَّق من معرّف العميل وسرّه. قارن العنوان بما أصدرته لك الخدمة (يضيف الكشك إليه ‎/oauth/token).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service refused the API key. Check it; a new key can take up to a day to work.</source>
        <translation>رفضت الخدمة مفتاح API. تحقّق منه؛ قد يستغرق المفتاح الجديد ما يصل إلى يوم ليعمل.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refuses the token the issuer gave, even a fresh one: the client id and secret do not belong to this API key. Ask the service for a matching set.</source>
        <translation>ترفض الخدمة الرمز المميز الذي أعطاه المُصدِر، حتى لو كان جديدًا: معرّف العميل وسرّه لا ينتميان إلى مفتاح API هذا. اطلب من الخدمة مجموعة متطابقة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses in the settings.</source>
        <translation>تعذّر الوصول إلى الخدمة. تحقّق من الشبكة (Wi-Fi، الكابل، الوكيل) ومن عناوين الخدمة في الإعدادات.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in (at the address above, when it names one). Open a web browser on this computer, accept the network&apos;s terms, then test again. If no sign-in page opens, check the service addresses in the settings.</source>
        <translation>تُجيب شبكة المكان بدلًا من الخدمة: تطلب شبكة Wi-Fi تسجيل الدخول (على العنوان أعلاه، إن ذكرت عنوانًا). افتح متصفح ويب على هذا الحاسوب، واقبل شروط الشبكة، ثم اختبر من جديد. إن لم تُفتح صفحة لتسجيل الدخول، فتحقّق من عناوين الخدمة في الإعدادات.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A web page answered at the address above, not the service: the venue&apos;s Wi-Fi may ask for a sign-in, or the address is not the service&apos;s (a web site, a typo). This says nothing of the credentials. Open a web browser on this computer: if a sign-in page opens, accept the network&apos;s terms and test again; if none does, check the service addresses in the settings.</source>
        <translation>أجابت صفحة ويب على العنوان أعلاه، لا الخدمة: ربما تطلب شبكة Wi-Fi في المكان تسجيل الدخول، أو أن العنوان ليس عنوان الخدمة (موقع ويب، خطأ في الكتابة). لا يقول هذا شيئًا عن بيانات الاعتماد. افتح متصفح ويب على هذا الحاسوب: إن فُتحت صفحة لتسجيل الدخول فاقبل شروط الشبكة واختبر مجددًا؛ وإلا فتحقّق من عناوين الخدمة في الإعدادات.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The address in the settings answers with a redirect to the address above: the service is not where the settings say (http for https, or a path changed). The kiosk does not follow it. Check the address against what the service issued you, put the right one in the settings, then test again.</source>
        <translation>يجيب العنوان في الإعدادات بإعادة توجيه إلى العنوان أعلاه: الخدمة ليست حيث تقول الإعدادات (http بدل https، أو تغيّر مسار). لا يتبع الكشك إعادة التوجيه. قارن العنوان بما أصدرته لك الخدمة، وضع العنوان الصحيح في الإعدادات، ثم اختبر مجددًا.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>ردّت الخدمة بخطأ. حاول مجددًا بعد دقيقة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No drop is chosen yet, so the kiosk cannot open for attendees. Start the kiosk, and on the Drop page of the setup choose the drop to mint.</source>
        <translation>لم يُختر أي إصدار بعد، لذا لا يمكن فتح الكشك للحضور. شغّل الكشك، واختر الإصدار المراد سكّه في صفحة «الإصدار» ضمن الإعداد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service does not know the chosen drop. Check its id in the setup.</source>
        <translation>لا تعرف الخدمة الإصدار المختار. تحقّق من معرّفه في الإعداد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chosen drop has expired, so the service refuses every mint of it. Choose another drop, or ask its organiser to move its expiry date.</source>
        <translation>انتهت صلاحية الإصدار المختار، لذا ترفض الخدمة كل عملية سكّ له. اختر إصدارًا آخر، أو اطلب من منظّمه تأجيل تاريخ انتهاء صلاحيته.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service accepted these mints, then reported them failed: the attendees have no collectible. The Journal page lists them with their codes and reason.</source>
        <translation>قبلت الخدمة عمليات السكّ هذه ثم أبلغت عن فشلها: لم يحصل الحضور على أي مقتنى. تعرضها صفحة السجلّ مع رموزها والسبب.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service has not said yet whether these mints worked (Being checked or Sending on the Journal page): their attendees may have no collectible. The kiosk asks again while it runs; the Journal page lists them with their codes and last error, to follow up those that stay.</source>
        <translation>لم تذكر الخدمة بعد إن كانت عمليات السكّ هذه قد نجحت («قيد التحقق» أو «جارٍ الإرسال» في صفحة السجلّ): قد لا يكون لدى أصحابها أي مقتنى. يسأل الكشك من جديد ما دام يعمل؛ وتعرضها صفحة السجلّ مع رموزها وآخر خطأ، لمتابعة ما يبقى منها.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attendees were told these mints are saved for later, but they are of a drop the kiosk no longer takes: its queue fails them as another drop&apos;s and never sends them. To send them, choose their drop again on the Drop page, or add it to &quot;Also accept codes of drops&quot; in Kiosk options, before the kiosk starts.</source>
        <translation>قيل للحضور إن عمليات السكّ هذه حُفظت لوقت لاحق، لكنها لإصدار لم يعد الكشك يقبله: يُفشلها طابوره بوصفها لإصدار آخر ولا يرسلها أبدًا. لإرسالها، اختر إصدارها من جديد في صفحة الإصدار، أو أضفه إلى «قبول رموز الإصدارات أيضًا» في خيارات الكشك، قبل بدء الكشك.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The service took these mints more than {0} minutes ago and has not minted them: their transaction stays pending (the chain takes a minute or two) or ended otherwise, while their attendees were told the collectible is on its way. The Journal page lists them (On its way) with their codes: follow them up with the drop&apos;s organiser or the service&apos;s support.</source>
        <translation>قبلت الخدمة عمليات السكّ هذه منذ أكثر من {0} دقيقة ولم تسكّها: تبقى معاملتها معلّقة (تستغرق السلسلة دقيقة أو دقيقتين) أو انتهت بشكل آخر، بينما قيل لحضورها إن المقتنى في الطريق. تعرضها صفحة السجلّ (في الطريق) مع رموزها: تابعها مع منظّم الإصدار أو دعم الخدمة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside. Until then this kiosk only reads it and mints nothing.</source>
        <translation>كُتب السجلّ بإصدار أحدث من Mint Kiosk؛ ثبّت ذلك الإصدار مجددًا أو انقل الملف جانبًا. وحتى ذلك الحين يقرأه هذا الكشك فقط ولا يسكّ شيئًا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot write its journal, so it mints nothing (each mint is written down before it is sent). Free some space on this computer, or make the data folder writable for this user; minting goes on by itself once it can write.</source>
        <translation>لا يستطيع الكشك الكتابة في سجلّه، لذا لا يسكّ شيئًا (تُدوَّن كل عملية سكّ قبل إرسالها). وفّر بعض المساحة على هذا الحاسوب، أو اجعل مجلد البيانات قابلًا للكتابة لهذا المستخدم؛ ويستأنف السكّ تلقائيًا بمجرد أن يتمكن من الكتابة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The journal is damaged. When it starts, the kiosk moves it aside and begins a new one: mints saved in it for later are not sent then. Keep a copy of the file: it still holds them.</source>
        <translation>السجلّ تالف. عند التشغيل ينقله الكشك جانبًا ويبدأ سجلًّا جديدًا: عمليات السكّ المحفوظة فيه لوقت لاحق لا تُرسَل حينها. احتفظ بنسخة من الملف: فهو ما زال يحتويها.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk cannot create its journal there, so it would mint nothing (each mint is written down before it is sent). The data folder must be one this user can make and write: not on a read-only or full disk, and no file in its place.</source>
        <translation>لا يستطيع الكشك إنشاء سجلّه هناك، لذا لن يسكّ شيئًا (كل عملية سكّ تُسجَّل قبل إرسالها). يجب أن يكون مجلد البيانات مجلدًا يستطيع هذا المستخدم إنشاءه والكتابة فيه: لا على قرص للقراءة فقط أو ممتلئ، ولا ملف في مكانه.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edit code is kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the drop&apos;s edit code on the Mint codes page (on a computer without a keyring, again after each start).</source>
        <translation>لا يوجد رمز تعديل محفوظ للإصدار المختار، لذا لا يستطيع الموزّع سرد روابط السكّ الخاصة به ولا يعرض أي رمز QR. أدخل رمز التعديل الخاص بالإصدار في صفحة «رموز السكّ» (وعلى حاسوب بلا حلقة مفاتيح، أعد إدخاله بعد كل تشغيل).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service refused the edit code kept for the chosen drop, so the dispenser cannot list its mint links and shows no QR code. Enter the right edit code on the Mint codes page.</source>
        <translation>رفضت الخدمة رمز التعديل المحفوظ للإصدار المختار، لذا لا يستطيع الموزّع سرد روابط السكّ الخاصة به ولا يعرض أي رمز QR. أدخل رمز التعديل الصحيح في صفحة «رموز السكّ».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service lists no unclaimed mint link of the chosen drop for this kiosk, so the dispenser shows no QR code. Request more mints on the Mint codes page.</source>
        <translation>لا تسرد الخدمة أي رابط سكّ غير مستخدم للإصدار المختار لهذا الكشك، لذا لا يعرض الموزّع أي رمز QR. اطلب المزيد من السكّ في صفحة «رموز السكّ».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dispenser&apos;s links file is not there or cannot be read, so it shows no QR code. Load the links file again on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>ملف روابط الموزّع غير موجود أو لا يمكن قراءته، لذا لا يعرض أي رمز QR. حمّل ملف الروابط مجددًا في صفحة «خيارات الكشك»، أو استخدم روابط الإصدار.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dispenser&apos;s links file holds no mint link it can use (empty, too big, or not text), so it shows no QR code. Load a links.txt or CSV file of the drop&apos;s mint links on the Kiosk options page.</source>
        <translation>ملف روابط الموزّع لا يحتوي على أي رابط سكّ صالح للاستخدام (فارغ، أو كبير جدًا، أو ليس نصًا)، لذا لا يعرض أي رمز QR. حمّل ملف links.txt أو CSV يحتوي على روابط السكّ الخاصة بالإصدار في صفحة «خيارات الكشك».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service says none of the mint links this kiosk takes from the dispenser&apos;s links file can be minted now (claimed already, of another drop, or switched off), so it shows no QR code. Load a file of the drop&apos;s unclaimed links on the Kiosk options page, or use the drop&apos;s links.</source>
        <translation>تقول الخدمة إنه لا يمكن سكّ أي من روابط السكّ التي يأخذها هذا الكشك من ملف روابط الموزّع الآن (مستخدمة مسبقًا، أو لإصدار آخر، أو معطّلة)، لذا لا يعرض أي رمز QR. حمّل ملفًا بروابط الإصدار غير المستخدمة في صفحة «خيارات الكشك»، أو استخدم روابط الإصدار.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera gave no picture. Check its cable, close other programs that use it, or choose another camera in the options.</source>
        <translation>لم تعطِ الكاميرا أي صورة. تحقّق من كابلها، أو أغلق البرامج الأخرى التي تستخدمها، أو اختر كاميرا أخرى في الخيارات.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The camera sees only one colour, so it cannot read a QR code: is its shutter closed or its lens covered? Open it, then test again.</source>
        <translation>لا ترى الكاميرا إلا لونًا واحدًا، فلا تستطيع قراءة أي رمز QR: هل غطاؤها مغلق أو عدستها مغطاة؟ افتحها ثم اختبر مجددًا.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} check(s) failed, {1} need(s) attention (WARN).</source>
        <translation>عدد الفحوص الفاشلة: {0}، وعدد ما يحتاج إلى انتباه: {1} (WARN).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} check(s) failed.</source>
        <translation>عدد الفحوص الفاشلة: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No check failed, but {0} need(s) attention: read the WARN lines above.</source>
        <translation>لم يفشل أي فحص، لكن {0} منها تحتاج إلى انتباه: اقرأ أسطر WARN أعلاه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All checks passed.</source>
        <translation>نجحت كل الفحوص.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file was damaged (cut off, perhaps by a power cut), so the kiosk started with the default settings: set it up again. The old file is kept for you to copy from: {0}</source>
        <translation>كان ملف الإعدادات تالفًا (مقطوعًا، ربما بسبب انقطاع الكهرباء)، لذا بدأ الكشك بالإعدادات الافتراضية: أعد إعداده. احتُفظ بالملف القديم لتنسخ منه: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file {0} is damaged and could not be moved aside, so the kiosk started with the default settings. Saving the setup replaces it: copy it first if you need anything from it.</source>
        <translation>ملف الإعدادات {0} تالف ولم يمكن نقله جانبًا، لذا بدأ الكشك بالإعدادات الافتراضية. حفظ الإعداد يستبدله: انسخه أولًا إن كنت تحتاج إلى شيء منه.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The settings file {0} cannot be read, so the kiosk started with the default settings. Check that this user may read and write it.</source>
        <translation>تعذّرت قراءة ملف الإعدادات {0}، لذا بدأ الكشك بالإعدادات الافتراضية. تحقّق من أن هذا المستخدم يستطيع قراءته والكتابة فيه.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The journal was damaged, so the kiosk moved it aside and began a new one. Mints saved in it for later (no connection at the time) were not sent, and its rows are not on the Journal page. The old file is kept: {0}</source>
        <translation>كان السجلّ تالفًا، لذا نقله الكشك جانبًا وبدأ سجلًّا جديدًا. عمليات السكّ المحفوظة فيه لوقت لاحق (دون اتصال حينها) لم تُرسَل، وصفوفه ليست في صفحة السجلّ. الملف القديم محفوظ: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The journal was written by a newer Mint Kiosk; install that version again or move the file aside ({0}), then start the kiosk again. Until then this kiosk only shows it and mints nothing.</source>
        <translation>كُتب السجلّ بإصدار أحدث من Mint Kiosk؛ ثبّت ذلك الإصدار مجددًا أو انقل الملف جانبًا ({0})، ثم شغّل الكشك مجددًا. وحتى ذلك الحين يعرضه هذا الكشك فقط ولا يسكّ شيئًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}), the file or its folder is read-only. Make them writable for this user; minting goes on by itself then.</source>
        <translation>لا يسكّ الكشك شيئًا: لا يستطيع الكتابة في سجلّه ({0})، فالملف أو مجلده للقراءة فقط. اجعلهما قابلين للكتابة لهذا المستخدم؛ وعندها يستأنف السكّ تلقائيًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kiosk mints nothing: the disk is full, so it cannot write its journal ({0}). Free some space on this computer; minting goes on by itself then.</source>
        <translation>لا يسكّ الكشك شيئًا: القرص ممتلئ، لذا لا يستطيع الكتابة في سجلّه ({0}). وفّر بعض المساحة على هذا الحاسوب؛ وعندها يستأنف السكّ تلقائيًا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: it cannot write its journal ({0}). Run kiosk doctor; if it keeps failing, restart the computer.</source>
        <translation>لا يسكّ الكشك شيئًا: لا يستطيع الكتابة في سجلّه ({0}). شغّل kiosk doctor؛ وإذا استمر الفشل، فأعد تشغيل الحاسوب.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk mints nothing: something else was put in place of its journal or its folder ({0}) while it ran. Do not quit the kiosk: it still holds the journal&apos;s rows. Move what is there now aside; the kiosk writes its journal there again and minting goes on by itself.</source>
        <translation>لا يسكّ الكشك شيئًا: وُضع شيء آخر مكان سجلّه أو مجلده ({0}) أثناء عمله. لا تُغلق الكشك: ما زال يحتفظ بصفوف السجلّ. انقل ما هو موجود هناك الآن إلى مكان آخر؛ فيكتب الكشك سجلّه هناك من جديد ويستأنف السكّ تلقائيًا.</translation>
    </message>
</context>
<context>
    <name>DropPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/drop_page.py" line="+99"/>
        <source>Start date</source>
        <translation>تاريخ البدء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop id</source>
        <translation>معرّف الإصدار</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Virtual</source>
        <translation>افتراضي</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} to {1}, mintable until {2}</source>
        <translation>من {0} إلى {1}، ويمكن السكّ حتى {2}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drop</source>
        <translation>الإصدار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which drop this kiosk mints. Search by name, or type its id or fancy id.</source>
        <translation>الإصدار الذي يسكّه هذا الكشك. ابحث بالاسم، أو اكتب معرّفه أو معرّفه المخصص.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Name of the drop</source>
        <translation>اسم الإصدار</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search</source>
        <translation>بحث</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Newest, Z to A, highest first</source>
        <translation>الأحدث، من Z إلى A، الأكبر أولًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest, A to Z, lowest first</source>
        <translation>الأقدم، من A إلى Z، الأصغر أولًا</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Previous</source>
        <translation>السابق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>التالي</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop id or fancy id</source>
        <translation>معرّف الإصدار أو المعرّف المخصص</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find</source>
        <translation>إيجاد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Part of a drop&apos;s name; Enter searches.</source>
        <translation>جزء من اسم الإصدار؛ Enter يبحث.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the drops whose name holds this text.</source>
        <translation>يسرد الإصدارات التي يتضمن اسمها هذا النص.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort by</source>
        <translation>الترتيب حسب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the list is sorted by.</source>
        <translation>ما تُرتَّب القائمة حسبه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort direction</source>
        <translation>اتجاه الترتيب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest or oldest first.</source>
        <translation>الأحدث أو الأقدم أولًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drops</source>
        <translation>الإصدارات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap a drop to see its details.</source>
        <translation>انقر على إصدار لرؤية تفاصيله.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous page</source>
        <translation>الصفحة السابقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops before this one.</source>
        <translation>يعرض صفحة الإصدارات السابقة لهذه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next page</source>
        <translation>الصفحة التالية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the page of drops after this one.</source>
        <translation>يعرض صفحة الإصدارات التالية لهذه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finds one drop by its id; Enter finds it.</source>
        <translation>يعثر على إصدار واحد بمعرّفه؛ Enter يعثر عليه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shows the drop with this id.</source>
        <translation>يعرض الإصدار الذي يحمل هذا المعرّف.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Choose a drop from the list, or find it by its id.</source>
        <translation>اختر إصدارًا من القائمة، أو اعثر عليه بمعرّفه.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change network…</source>
        <translation>تغيير الشبكة…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This drop is in use at the kiosk.</source>
        <translation>هذا الإصدار قيد الاستخدام في الكشك.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use this drop at the kiosk</source>
        <translation>استخدام هذا الإصدار في الكشك</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shows or hides the form that changes the drop&apos;s network.</source>
        <translation>يُظهر أو يخفي النموذج الذي يغيّر شبكة الإصدار.</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>Uses this drop all the same: the mints of another drop saved while offline are then never sent. If more were saved since, the kiosk tells you first.</source>
        <translation>يستخدم هذا الإصدار رغم ذلك: لن تُرسل أبدًا عمليات السكّ المحفوظة دون اتصال لإصدار آخر. إن حُفظ المزيد منذ ذلك الحين، يخبرك الكشك أولًا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk uses this drop from now on.</source>
        <translation>يستخدم الكشك هذا الإصدار من الآن فصاعدًا.</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Edit code (6 digits)</source>
        <translation>رمز التعديل (6 أرقام)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save network</source>
        <translation>حفظ الشبكة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network</source>
        <translation>الشبكة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network the drop mints on.</source>
        <translation>الشبكة التي يُسكّ عليها الإصدار.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The drop&apos;s creator has it; it is needed to change the network.</source>
        <translation>يملكه منشئ الإصدار؛ وهو مطلوب لتغيير الشبكة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Changes the drop&apos;s network with the edit code.</source>
        <translation>يغيّر شبكة الإصدار باستخدام رمز التعديل.</translation>
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
        <translation>لا يوجد إصدار بهذا الاسم.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service lists no drops.</source>
        <translation>لا تسرد الخدمة أي إصدارات.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Id {0} · {1}</source>
        <translation>المعرّف {0} · {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Network: reading…</source>
        <translation>الشبكة: جارٍ القراءة…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Network: {0}</source>
        <translation>الشبكة: {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drop {0} now mints on {1}.</source>
        <translation>يُسكّ الإصدار {0} الآن على {1}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The network is now {0}.</source>
        <translation>أصبحت الشبكة الآن {0}.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The kiosk now uses {0}, but the drop has expired: the service mints none of its codes.</source>
        <translation>يستخدم الكشك الآن {0}، لكن صلاحية الإصدار انتهت: لا تسكّ الخدمة أيًّا من رموزه.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now uses {0}. Whether the service still mints it could not be checked: test a code before attendees come.</source>
        <translation>يستخدم الكشك الآن {0}. تعذّر التحقق مما إذا كانت الخدمة ما زالت تسكّه: جرّب رمزًا قبل وصول الحضور.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kiosk now mints {0}.</source>
        <translation>يسكّ الكشك الآن {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Saved while offline and not sent yet: %Ln mint(s) of another drop. If the kiosk uses this drop, they are never sent, and the attendees told “Saved for later” do not get them. Tap “Use this drop at the kiosk” again to use it all the same.</source>
        <translation>
            <numerusform>محفوظة دون اتصال ولم تُرسل بعد: لا عمليات سكّ (%Ln) لإصدار آخر. إذا استخدم الكشك هذا الإصدار فلن تُرسل أبدًا. اضغط «استخدام هذا الإصدار في الكشك» مرة أخرى لاستخدامه رغم ذلك.</numerusform>
            <numerusform>محفوظة دون اتصال ولم تُرسل بعد: عملية سكّ واحدة (%Ln) لإصدار آخر. إذا استخدم الكشك هذا الإصدار فلن تُرسل أبدًا، ولن يحصل عليها من قيل له «حُفظ لوقت لاحق». اضغط «استخدام هذا الإصدار في الكشك» مرة أخرى لاستخدامه رغم ذلك.</numerusform>
            <numerusform>محفوظة دون اتصال ولم تُرسل بعد: عمليتا سكّ (%Ln) لإصدار آخر. إذا استخدم الكشك هذا الإصدار فلن تُرسلا أبدًا، ولن يحصل عليهما من قيل لهم «حُفظ لوقت لاحق». اضغط «استخدام هذا الإصدار في الكشك» مرة أخرى لاستخدامه رغم ذلك.</numerusform>
            <numerusform>محفوظة دون اتصال ولم تُرسل بعد: %Ln عمليات سكّ لإصدار آخر. إذا استخدم الكشك هذا الإصدار فلن تُرسل أبدًا، ولن يحصل عليها من قيل لهم «حُفظ لوقت لاحق». اضغط «استخدام هذا الإصدار في الكشك» مرة أخرى لاستخدامه رغم ذلك.</numerusform>
            <numerusform>محفوظة دون اتصال ولم تُرسل بعد: %Ln عملية سكّ لإصدار آخر. إذا استخدم الكشك هذا الإصدار فلن تُرسل أبدًا، ولن يحصل عليها من قيل لهم «حُفظ لوقت لاحق». اضغط «استخدام هذا الإصدار في الكشك» مرة أخرى لاستخدامه رغم ذلك.</numerusform>
            <numerusform>محفوظة دون اتصال ولم تُرسل بعد: %Ln عملية سكّ لإصدار آخر. إذا استخدم الكشك هذا الإصدار فلن تُرسل أبدًا، ولن يحصل عليها من قيل لهم «حُفظ لوقت لاحق». اضغط «استخدام هذا الإصدار في الكشك» مرة أخرى لاستخدامه رغم ذلك.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Changing the network…</source>
        <translation>جارٍ تغيير الشبكة…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Page {0} of {1}</source>
        <translation>الصفحة {0} من {1}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Type the drop&apos;s id (digits) or its fancy id first.</source>
        <translation>اكتب معرّف الإصدار (أرقام) أو معرّفه المخصص أولًا.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The edit code has six digits: the drop&apos;s creator has it.</source>
        <translation>رمز التعديل ستة أرقام: يملكه منشئ الإصدار.</translation>
    </message>
</context>
<context>
    <name>InputProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+15"/>
        <source>Nothing typed yet</source>
        <translation>لم تكتب شيئًا بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below, then press OK.</source>
        <translation>اكتبه بالمفاتيح أدناه، ثم اضغط OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is too long</source>
        <translation>هذا طويل جدًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again.</source>
        <translation>تحقّق مما كتبته وحاول مجددًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This mint link is for another site</source>
        <translation>رابط السكّ هذا لموقع آخر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the mint link or code you got for this event.</source>
        <translation>استخدم رابط السكّ أو الرمز الذي حصلت عليه لهذه الفعالية.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a POAP mint link</source>
        <translation>هذا رابط سكّ POAP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This kiosk mints with another service. Please ask the staff.</source>
        <translation>يسكّ هذا الكشك عبر خدمة أخرى. يُرجى سؤال أحد الموظفين.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This is a POAP web page, not a mint link</source>
        <translation>هذه صفحة ويب لـ POAP، وليست رابط سكّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Scan your mint QR code, or type your code.</source>
        <translation>امسح رمز QR للسكّ، أو اكتب رمزك.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>This is not a mint link</source>
        <translation>هذا ليس رابط سكّ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A code has six letters or digits</source>
        <translation>الرمز ستة أحرف أو أرقام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your code and type it again.</source>
        <translation>تحقّق من رمزك واكتبه مجددًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That secret word does not look right</source>
        <translation>يبدو أن الكلمة السرية غير صحيحة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use only letters, digits and hyphens.</source>
        <translation>استخدم الأحرف والأرقام والشرطات فقط.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address is not complete</source>
        <translation>عنوان المحفظة غير مكتمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts with 0x and has 40 more letters and digits.</source>
        <translation>يبدأ بـ 0x ويليه 40 حرفًا ورقمًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That wallet address has a typo</source>
        <translation>في عنوان المحفظة خطأ إملائي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check each character, or scan your wallet QR.</source>
        <translation>تحقّق من كل حرف، أو امسح رمز QR لمحفظتك.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody can receive at that address</source>
        <translation>لا أحد يستطيع الاستلام على هذا العنوان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything sent there is lost. Give your own wallet.</source>
        <translation>كل ما يُرسَل إليه يضيع. أدخل محفظتك أنت.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This QR asks your wallet to send something</source>
        <translation>رمز QR هذا يطلب من محفظتك إرسال شيء</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Show your wallet&apos;s receive address QR instead.</source>
        <translation>اعرض رمز QR لعنوان الاستلام في محفظتك بدلًا من ذلك.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>That name uses look-alike letters</source>
        <translation>يستخدم هذا الاسم أحرفًا متشابهة</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>That looks like a mint code, not a wallet</source>
        <translation>يبدو هذا رمز سكّ، وليس محفظة</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>That name holds a hidden character</source>
        <translation>يحتوي هذا الاسم على حرف مخفي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type it with the keys below instead.</source>
        <translation>اكتبه بالمفاتيح أدناه بدلًا من ذلك.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written “{name}”</source>
        <translation>يُكتب هذا الاسم «{name}»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This name is written differently</source>
        <translation>يُكتب هذا الاسم بطريقة أخرى</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If that is yours, type it like that and press OK.</source>
        <translation>إن كان لك، فاكتبه هكذا واضغط OK.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That name does not look right</source>
        <translation>يبدو أن الاسم غير صحيح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wallet name ends in .eth, for example alice.eth.</source>
        <translation>ينتهي اسم المحفظة بـ ‎.eth، مثل alice‎.eth.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That e-mail address does not look right</source>
        <translation>يبدو أن البريد الإلكتروني غير صحيح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it, for example name@example.com.</source>
        <translation>تحقّق منه، مثلًا name@example.com.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your wallet, .eth name or e-mail.</source>
        <translation>أدخل محفظتك أو اسم ‎.eth أو بريدك الإلكتروني.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is a wallet, not a mint code</source>
        <translation>هذه محفظة، وليست رمز سكّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First scan or type your code; the wallet comes next.</source>
        <translation>امسح رمزك أو اكتبه أولًا؛ والمحفظة بعد ذلك.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>We did not recognise that</source>
        <translation>لم نتعرّف على ذلك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check what you typed and try again, or ask the staff.</source>
        <translation>تحقّق مما كتبته وحاول مجددًا، أو اسأل أحد الموظفين.</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <location filename="../../kiosk/ui/operator/journal_model.py" line="+48"/>
        <source>Time</source>
        <translation>الوقت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How</source>
        <translation>الطريقة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code or word</source>
        <translation>الرمز أو الكلمة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recipient</source>
        <translation>المستلِم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why / details</source>
        <translation>السبب / التفاصيل</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mint link</source>
        <translation>رابط السكّ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Typed code</source>
        <translation>رمز مكتوب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>الكلمة السرية</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sending</source>
        <translation>جارٍ الإرسال</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted</source>
        <translation>تم السكّ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On its way</source>
        <translation>في الطريق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved for e-mail</source>
        <translation>محجوز للبريد الإلكتروني</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already claimed</source>
        <translation>مُستخدَم مسبقًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>فشل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being checked</source>
        <translation>قيد التحقق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queued offline</source>
        <translation>في الانتظار دون اتصال</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Link or word expired</source>
        <translation>انتهت صلاحية الرابط أو الكلمة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not open yet</source>
        <translation>الكلمة لم تُفتح بعد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word switched off</source>
        <translation>الكلمة معطّلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word not active, why not known</source>
        <translation>الكلمة غير مفعّلة، والسبب غير معروف</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No such link, code or word</source>
        <translation>لا يوجد رابط أو رمز أو كلمة كهذه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address refused</source>
        <translation>رُفض العنوان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already has this drop reserved</source>
        <translation>لديه هذا الإصدار محجوز مسبقًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already holds this drop</source>
        <translation>يملك هذا الإصدار مسبقًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claimed before with another code</source>
        <translation>طُلب من قبل برمز آخر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No claims left</source>
        <translation>لم يتبقَّ أي استلام</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service busy</source>
        <translation>الخدمة مشغولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No connection</source>
        <translation>لا يوجد اتصال</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service error</source>
        <translation>خطأ في الخدمة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed after the service took it</source>
        <translation>فشل بعد أن قبلته الخدمة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minted to an address nobody owns (the name&apos;s record)</source>
        <translation>سُكّ إلى عنوان لا يملكه أحد (حسب سجل الاسم)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent, outcome not known yet</source>
        <translation>أُرسل، والنتيجة غير معروفة بعد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code of another drop</source>
        <translation>رمز لإصدار آخر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Word for the POAP app only</source>
        <translation>كلمة لتطبيق POAP فقط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A word staff did not choose for this kiosk</source>
        <translation>كلمة لم يخترها الموظفون لهذا الكشك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The service refused this kiosk&apos;s credentials</source>
        <translation>رفضت الخدمة بيانات اعتماد هذا الكشك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the journal could not be written</source>
        <translation>لم يُرسل: تعذّرت الكتابة في السجلّ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The journal could not be read just now; what is shown may be out of date.</source>
        <translation>تعذّرت قراءة السجلّ الآن؛ قد يكون المعروض قديمًا.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Checked only, not minted</source>
        <translation>تحقّق فقط، دون سكّ</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{time} · {how} · {outcome}</source>
        <translation>{time} · {how} · {outcome}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Code or word: {code}</source>
        <translation>الرمز أو الكلمة: {code}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recipient: {recipient}</source>
        <translation>المستلِم: {recipient}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minted to: {address}</source>
        <translation>سُكّ إلى: {address}</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/journal_page.py" line="+175"/>
        <source>Journal</source>
        <translation>السجلّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every mint attempt, newest first. Recipients are shortened here and in the exported file.</source>
        <translation>كل محاولات السكّ، الأحدث أولًا. يُختصر المستلِمون هنا وفي الملف المُصدَّر.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mint attempts</source>
        <translation>محاولات السكّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest first; tap a row to read it in full below.</source>
        <translation>الأحدث أولًا؛ انقر على صف لقراءته كاملًا أدناه.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Show older attempts</source>
        <translation>إظهار المحاولات الأقدم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV…</source>
        <translation>تصدير CSV…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adds older attempts to the table.</source>
        <translation>يضيف المحاولات الأقدم إلى الجدول.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves every mint attempt in the journal as a CSV file you choose.</source>
        <translation>يحفظ كل محاولات السكّ في السجلّ في ملف CSV تختاره.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Exporting to {path}…</source>
        <translation>جارٍ التصدير إلى {path}…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not export to {path}. {problem}</source>
        <translation>تعذّر التصدير إلى {path}. {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The journal was not read yet.</source>
        <translation>لم تتم قراءة السجلّ بعد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No mint attempts yet.</source>
        <translation>لا توجد محاولات سكّ بعد.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Export the journal</source>
        <translation>تصدير السجلّ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>ملفات CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tap a row to read it here in full, with its code.</source>
        <translation>انقر على صف لقراءته هنا كاملًا مع رمزه.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk may not write there. Choose another folder, such as Documents or a USB stick.</source>
        <translation>لا يُسمح للكشك بالكتابة هناك. اختر مجلدًا آخر، مثل المستندات أو ذاكرة USB.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That folder does not exist. Choose another folder.</source>
        <translation>هذا المجلد غير موجود. اختر مجلدًا آخر.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That name is a folder. Type a file name.</source>
        <translation>هذا الاسم لمجلد. اكتب اسم ملف.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full. Free some space or choose a USB stick.</source>
        <translation>القرص ممتلئ. وفّر بعض المساحة أو اختر ذاكرة USB.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be written ({reason}).</source>
        <translation>تعذّرت كتابة الملف ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal could not be read. Try again; if it keeps failing, restart the kiosk.</source>
        <translation>تعذّرت قراءة السجلّ. حاول مجددًا؛ وإذا استمر الفشل، فأعد تشغيل الكشك.</translation>
    </message>
</context>
<context>
    <name>JournalPage</name>
    <message numerus="yes">
        <location line="-110"/>
        <source>Exported %Ln row(s) to {path}</source>
        <translation>
            <numerusform>صُدِّر %Ln صف إلى {path}</numerusform>
            <numerusform>صُدِّر صف واحد إلى {path}</numerusform>
            <numerusform>صُدِّر صفان إلى {path}</numerusform>
            <numerusform>صُدِّرت %Ln صفوف إلى {path}</numerusform>
            <numerusform>صُدِّر %Ln صفًا إلى {path}</numerusform>
            <numerusform>صُدِّر %Ln صف إلى {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Exported to {path}, but %Ln result(s) the journal cannot write yet are not in the file: export again once it can.</source>
        <translation>
            <numerusform>صُدِّر إلى {path}، لكن لا توجد في الملف أي نتيجة (%Ln) لا يستطيع السجلّ كتابتها بعد: صدِّر مجددًا حين يستطيع.</numerusform>
            <numerusform>صُدِّر إلى {path}، لكن نتيجة واحدة (%Ln) لا يستطيع السجلّ كتابتها بعد ليست في الملف: صدِّر مجددًا حين يستطيع.</numerusform>
            <numerusform>صُدِّر إلى {path}، لكن نتيجتين (%Ln) لا يستطيع السجلّ كتابتهما بعد ليستا في الملف: صدِّر مجددًا حين يستطيع.</numerusform>
            <numerusform>صُدِّر إلى {path}، لكن %Ln نتائج لا يستطيع السجلّ كتابتها بعد ليست في الملف: صدِّر مجددًا حين يستطيع.</numerusform>
            <numerusform>صُدِّر إلى {path}، لكن %Ln نتيجة لا يستطيع السجلّ كتابتها بعد ليست في الملف: صدِّر مجددًا حين يستطيع.</numerusform>
            <numerusform>صُدِّر إلى {path}، لكن %Ln نتيجة لا يستطيع السجلّ كتابتها بعد ليست في الملف: صدِّر مجددًا حين يستطيع.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Showing {shown} of %Ln attempt(s)</source>
        <translation>
            <numerusform>عرض {shown} من %Ln محاولة</numerusform>
            <numerusform>عرض {shown} من محاولة واحدة</numerusform>
            <numerusform>عرض {shown} من محاولتين</numerusform>
            <numerusform>عرض {shown} من %Ln محاولات</numerusform>
            <numerusform>عرض {shown} من %Ln محاولةً</numerusform>
            <numerusform>عرض {shown} من %Ln محاولة</numerusform>
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
        <translation>يعرض الكشك بهذه اللغة.</translation>
    </message>
</context>
<context>
    <name>MintsChart</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="+52"/>
        <source>%Ln mint(s) in all: a bar for each quarter hour, oldest first.</source>
        <translation>
            <numerusform>%Ln عملية سكّ إجمالًا: عمود لكل ربع ساعة، الأقدم أولًا.</numerusform>
            <numerusform>عملية سكّ واحدة إجمالًا: عمود لكل ربع ساعة، الأقدم أولًا.</numerusform>
            <numerusform>عمليتا سكّ إجمالًا: عمود لكل ربع ساعة، الأقدم أولًا.</numerusform>
            <numerusform>%Ln عمليات سكّ إجمالًا: عمود لكل ربع ساعة، الأقدم أولًا.</numerusform>
            <numerusform>%Ln عمليةَ سكّ إجمالًا: عمود لكل ربع ساعة، الأقدم أولًا.</numerusform>
            <numerusform>%Ln عملية سكّ إجمالًا: عمود لكل ربع ساعة، الأقدم أولًا.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorArea</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_area.py" line="+56"/>
        <source>Not checked yet.</source>
        <translation>لم يُفحص بعد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done.</source>
        <translation>تم.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Works, with a warning.</source>
        <translation>يعمل، مع تحذير.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still to do or failed.</source>
        <translation>لم يُنجز بعد أو فشل.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working…</source>
        <translation>قيد العمل…</translation>
    </message>
    <message>
        <location line="+184"/>
        <location line="+2"/>
        <source>Close the kiosk?</source>
        <translation>إغلاق الكشك؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attendees cannot mint here until someone starts the kiosk again. Mints already sent are kept in the journal and followed up at the next start.</source>
        <translation>لن يتمكن الحضور من السكّ هنا حتى يشغّل أحدهم الكشك مجددًا. تبقى عمليات السكّ المُرسلة في السجلّ وتُتابَع عند التشغيل التالي.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close the kiosk</source>
        <translation>إغلاق الكشك</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Closes the kiosk app now.</source>
        <translation>يغلق تطبيق الكشك الآن.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keeps the kiosk running.</source>
        <translation>يُبقي الكشك قيد التشغيل.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Next step</source>
        <translation>الخطوة التالية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the next step of the setup.</source>
        <translation>يعرض الخطوة التالية من الإعداد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the kiosk</source>
        <translation>العودة إلى الكشك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves the staff area: attendees can mint again.</source>
        <translation>يغادر منطقة الموظفين: يستطيع الحضور السكّ مجددًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close app</source>
        <translation>إغلاق التطبيق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asks first, then closes the kiosk app.</source>
        <translation>يسأل أولًا، ثم يغلق تطبيق الكشك.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Setup</source>
        <translation>الإعداد</translation>
    </message>
</context>
<context>
    <name>OperatorPassPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/operator_pass_page.py" line="+61"/>
        <location line="+48"/>
        <source>Operator pass</source>
        <translation>بطاقة الموظفين</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Mint Kiosk — staff pass</source>
        <translation>Mint Kiosk — بطاقة الموظفين</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scan at the kiosk to open the staff area. Keep it safe; a new pass cancels this one.</source>
        <translation>امسحها في الكشك لفتح منطقة الموظفين. احفظها بأمان؛ فالبطاقة الجديدة تُلغي هذه.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Scan this card at the kiosk to open the staff area. Keep it safe; making a new one cancels this one.</source>
        <translation>امسح هذه البطاقة في الكشك لفتح منطقة الموظفين. احفظها بأمان؛ فإنشاء بطاقة جديدة يُلغي هذه.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Operator pass QR code</source>
        <translation>رمز QR لبطاقة الموظفين</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan it at the kiosk to open the staff area.</source>
        <translation>امسحه في الكشك لفتح منطقة الموظفين.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pass to show. A pass printed before the kiosk last started still works, but it cannot be shown again: make a new one to print it (the old card then stops working).</source>
        <translation>لا توجد بطاقة لعرضها. البطاقة المطبوعة قبل آخر تشغيل للكشك ما زالت تعمل، لكن لا يمكن عرضها مجددًا: أنشئ بطاقة جديدة لطباعتها (وعندها تتوقف البطاقة القديمة عن العمل).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make a new pass</source>
        <translation>إنشاء بطاقة جديدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print…</source>
        <translation>طباعة…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as PDF…</source>
        <translation>حفظ بصيغة PDF…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Makes a new pass; the old card stops working.</source>
        <translation>ينشئ بطاقة جديدة؛ وتتوقف البطاقة القديمة عن العمل.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prints the pass on a printer you choose.</source>
        <translation>يطبع البطاقة على طابعة تختارها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saves the pass as a PDF file you choose.</source>
        <translation>يحفظ البطاقة في ملف PDF تختاره.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Making a new pass…</source>
        <translation>جارٍ إنشاء بطاقة جديدة…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New pass made. Print it now: the old card no longer works.</source>
        <translation>أُنشئت بطاقة جديدة. اطبعها الآن: البطاقة القديمة لم تعد تعمل.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save the settings, so the old pass still works. Try again.</source>
        <translation>تعذّر حفظ الإعدادات، لذا ما زالت البطاقة القديمة تعمل. حاول مجددًا.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not make a new pass. Try again.</source>
        <translation>تعذّر إنشاء بطاقة جديدة. حاول مجددًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sent to the printer.</source>
        <translation>أُرسلت إلى الطابعة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not print the pass.</source>
        <translation>تعذّرت طباعة البطاقة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved as {path}.</source>
        <translation>حُفظت باسم {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the file. Choose another folder or a USB stick.</source>
        <translation>تعذّر حفظ الملف. اختر مجلدًا آخر أو ذاكرة USB.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save the operator pass</source>
        <translation>حفظ بطاقة الموظفين</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PDF files (*.pdf)</source>
        <translation>ملفات PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/options_page.py" line="+146"/>
        <location line="+335"/>
        <source>Type the new PIN twice.</source>
        <translation>اكتب رمز PIN الجديد مرتين.</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>A PIN is digits only (0 to 9).</source>
        <translation>يتكوّن رمز PIN من أرقام فقط (من 0 إلى 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+323"/>
        <source>A PIN has {low} to {high} digits.</source>
        <translation>عدد أرقام رمز PIN من {low} إلى {high}.</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>The two PINs are not the same: type them again.</source>
        <translation>رمزا PIN غير متطابقين: اكتبهما مجددًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{file}: no mint links in it (empty, too big or not a text file).</source>
        <translation>{file}: لا يحتوي على روابط سكّ (فارغ، أو كبير جدًا، أو ليس ملفًا نصيًا).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file}
Links to hand out: {free}</source>
        <translation>{file}
روابط للتوزيع: {free}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claimed already: {count}</source>
        <translation>مُستخدَمة مسبقًا: {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of other drops, refused: {count}</source>
        <translation>لإصدارات أخرى، مرفوضة: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown to the service: {count}</source>
        <translation>غير معروفة للخدمة: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines without a mint link: {count}</source>
        <translation>أسطر بلا رابط سكّ: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given more than once: {count}</source>
        <translation>مكررة: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked yet (no answer): {count}</source>
        <translation>لم تُفحص بعد (لا رد): {count}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Kiosk options</source>
        <translation>خيارات الكشك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How attendees may get in, timings, the camera, the language and the operator PIN.</source>
        <translation>طرق دخول الحضور، والتوقيتات، والكاميرا، واللغة، ورمز PIN للموظفين.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scan with the camera</source>
        <translation>المسح بالكاميرا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may scan their mint QR code.</source>
        <translation>يمكن للحضور مسح رمز QR للسكّ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type a mint code</source>
        <translation>كتابة رمز سكّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attendees may type the code of their mint link.</source>
        <translation>يمكن للحضور كتابة رمز رابط السكّ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say a secret word</source>
        <translation>قول كلمة سرية</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+10"/>
        <location line="+151"/>
        <source> s</source>
        <translation> ث</translation>
    </message>
    <message>
        <location line="-160"/>
        <location line="+322"/>
        <source>Back to the start after</source>
        <translation>العودة إلى البداية بعد</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Seconds without a touch before a page starts over.</source>
        <translation>الثواني دون لمس قبل أن تبدأ الصفحة من جديد.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+313"/>
        <source>Show each result for</source>
        <translation>عرض كل نتيجة لمدة</translation>
    </message>
    <message>
        <location line="-312"/>
        <source>Seconds a result stays on screen.</source>
        <translation>الثواني التي تبقى فيها النتيجة على الشاشة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds</source>
        <translation>تشغيل الأصوات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sound for each result.</source>
        <translation>صوت لكل نتيجة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour the result screens</source>
        <translation>تلوين شاشات النتائج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off, only the result&apos;s icon is coloured.</source>
        <translation>عند الإيقاف، تُلوَّن أيقونة النتيجة فقط.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Large text on the attendee screens</source>
        <translation>نص كبير في شاشات الحضور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attendee pages&apos; smaller words a fifth larger.</source>
        <translation>تكبير النصوص الصغيرة في صفحات الحضور بمقدار الخُمس.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Automatic (this computer&apos;s language)</source>
        <translation>تلقائي (لغة هذا الحاسوب)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The attendee screens and these staff pages switch on leaving the operator area.</source>
        <translation>تتغير شاشات الحضور وصفحات الموظفين هذه عند مغادرة منطقة الموظفين.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+188"/>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <location line="-298"/>
        <location line="+267"/>
        <source>Camera</source>
        <translation>الكاميرا</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>No longer active: {count}</source>
        <translation>لم تعد صالحة: {count}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Attendees may type the secret word chosen on the Secret word page (with none chosen, the kiosk does not offer it).</source>
        <translation>يمكن للحضور كتابة الكلمة السرية المختارة في صفحة «الكلمة السرية» (إن لم تُختر كلمة، لا يعرضها الكشك).</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The camera that reads QR codes, or a video file or stream.</source>
        <translation>الكاميرا التي تقرأ رموز QR، أو ملف فيديو أو بث.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+202"/>
        <location line="+209"/>
        <source>Video file or stream URL</source>
        <translation>ملف فيديو أو عنوان URL لبث</translation>
    </message>
    <message>
        <location line="-407"/>
        <source>Read instead of a camera.</source>
        <translation>يُقرأ بدلًا من الكاميرا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look for cameras</source>
        <translation>البحث عن كاميرات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lists the cameras connected to this computer.</source>
        <translation>يسرد الكاميرات المتصلة بهذا الحاسوب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mirror the picture</source>
        <translation>عكس الصورة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The camera picture is shown as in a mirror.</source>
        <translation>تُعرض صورة الكاميرا كما في المرآة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, PIN to leave</source>
        <translation>ملء الشاشة، والخروج برمز PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the PIN opens the staff area or closes the kiosk.</source>
        <translation>رمز PIN وحده يفتح منطقة الموظفين أو يغلق الكشك.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep mints while offline</source>
        <translation>الاحتفاظ بعمليات السكّ دون اتصال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked mint links are sent when the service is back.</source>
        <translation>تُرسل روابط السكّ المُتحقَّق منها عند عودة الخدمة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+272"/>
        <source>Warn when fewer codes are left than</source>
        <translation>التنبيه عندما يقل المتبقي من الرموز عن</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>The statistics turn amber below this number.</source>
        <translation>تتحول الإحصاءات إلى اللون الكهرماني تحت هذا العدد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 12345, 67890</source>
        <translation>مثلًا 12345, 67890</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also accept codes of these drops</source>
        <translation>قبول رموز هذه الإصدارات أيضًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop ids, separated by commas.</source>
        <translation>معرّفات الإصدارات، مفصولة بفواصل.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> ms</source>
        <translation> ملّي ثانية</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+269"/>
        <source>Keys at most this far apart</source>
        <translation>أقصى فاصل بين المفاتيح</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>Keys typed faster than this are read as a scan.</source>
        <translation>المفاتيح المكتوبة أسرع من هذا تُقرأ كمسح.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+264"/>
        <source>Shortest code</source>
        <translation>أقصر رمز</translation>
    </message>
    <message>
        <location line="-263"/>
        <source>Fewer keys than this are not read as a scan.</source>
        <translation>عدد مفاتيح أقل من هذا لا يُقرأ كمسح.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codes end with Enter</source>
        <translation>تنتهي الرموز بـ Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A scan is read only when the scanner ends it with Enter.</source>
        <translation>لا يُقرأ المسح إلا عندما ينهيه الماسح بـ Enter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set PIN</source>
        <translation>تعيين PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>حفظ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Attendees may switch the kiosk to this language.</source>
        <translation>يمكن للحضور تحويل الكشك إلى هذه اللغة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attendees may switch to</source>
        <translation>اللغات المتاحة للحضور</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mint here: camera, codes, secret word</source>
        <translation>السكّ هنا: الكاميرا، الرموز، الكلمة السرية</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dispenser: a QR for each phone</source>
        <translation>الموزّع: رمز QR لكل هاتف</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+67"/>
        <source>Hide an unused QR after</source>
        <translation>إخفاء رمز QR غير المستخدم بعد</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Seconds a QR stays up when nobody scans it.</source>
        <translation>الثواني التي يبقى فيها رمز QR معروضًا إن لم يمسحه أحد.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+60"/>
        <source>This is kiosk number</source>
        <translation>رقم هذا الكشك</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Which of the kiosks sharing the drop this is.</source>
        <translation>رقم هذا الكشك بين الأكشاك التي تتشارك الإصدار.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kiosks sharing the drop</source>
        <translation>الأكشاك التي تتشارك الإصدار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many kiosks hand out this drop&apos;s links.</source>
        <translation>عدد الأكشاك التي توزّع روابط هذا الإصدار.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Links: the drop&apos;s (edit code on Mint codes)</source>
        <translation>الروابط: روابط الإصدار (رمز التعديل في «رموز السكّ»)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Links: a file (links.txt or CSV)</source>
        <translation>الروابط: ملف (links.txt أو CSV)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a links file…</source>
        <translation>تحميل ملف روابط…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>https://poap.xyz/mint/</source>
        <translation>https://poap.xyz/mint/</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The QR opens</source>
        <translation>يفتح رمز QR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The web page a phone opens from the QR; empty: POAP&apos;s.</source>
        <translation>صفحة الويب التي يفتحها الهاتف من رمز QR؛ فارغ: صفحة POAP.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>What attendees get</source>
        <translation>ما يحصل عليه الحضور</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Mint on this kiosk, or show a QR for each phone.</source>
        <translation>السكّ في هذا الكشك، أو عرض رمز QR لكل هاتف.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the links come from</source>
        <translation>مصدر الروابط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s links from the service, or a links file.</source>
        <translation>روابط الإصدار من الخدمة، أو ملف روابط.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+421"/>
        <source>Load a links file</source>
        <translation>تحميل ملف روابط</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>Opens a links.txt or CSV file of mint links.</source>
        <translation>يفتح ملف links.txt أو CSV يحتوي على روابط سكّ.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>of kiosks on this drop</source>
        <translation>من إجمالي الأكشاك على هذا الإصدار</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The QR opens (empty: the mint site)</source>
        <translation>يفتح رمز QR (فارغ: موقع السكّ)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+60"/>
        <source>New PIN</source>
        <translation>رمز PIN الجديد</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>New PIN again</source>
        <translation>رمز PIN الجديد مجددًا</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saves the new PIN on its own.</source>
        <translation>يحفظ رمز PIN الجديد وحده.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saves all the same: the mints saved while offline of a drop these options no longer accept are then never sent. If the drops typed or the saved mints changed since, the kiosk counts them again first.</source>
        <translation>يحفظ رغم ذلك: لن تُرسل أبدًا عمليات السكّ المحفوظة دون اتصال لإصدار لم تعد هذه الخيارات تقبله. إن تغيّرت الإصدارات المكتوبة أو عمليات السكّ المحفوظة منذ ذلك الحين، يعيد الكشك عدّها أولًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saves every option on this page; the PIN is set on its own.</source>
        <translation>يحفظ كل خيارات هذه الصفحة؛ ويُعيَّن رمز PIN وحده.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Attendees may</source>
        <translation>يمكن للحضور</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Operator PIN</source>
        <translation>رمز PIN للموظفين</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Again</source>
        <translation>مرة أخرى</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Screens</source>
        <translation>الشاشات</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Kiosk</source>
        <translation>الكشك</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also accept codes of drops (ids)</source>
        <translation>قبول رموز الإصدارات أيضًا (المعرّفات)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>USB scanner</source>
        <translation>ماسح USB</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Looking for cameras…</source>
        <translation>جارٍ البحث عن كاميرات…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number}</source>
        <translation>الكاميرا {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cameras found: {count}</source>
        <translation>الكاميرات التي عُثر عليها: {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No camera found: connect one, or use a video file or stream URL.</source>
        <translation>لم يُعثر على كاميرا: وصّل واحدة، أو استخدم ملف فيديو أو عنوان URL لبث.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking every link of {file}…</source>
        <translation>جارٍ التحقق من كل رابط في {file}…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Links loaded: press Save.</source>
        <translation>تم تحميل الروابط: اضغط حفظ.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{file} could not be checked: is the kiosk online?</source>
        <translation>تعذّر التحقق من {file}: هل الكشك متصل؟</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A PIN is set. Type a new one twice to change it.</source>
        <translation>رمز PIN معيَّن. اكتب رمزًا جديدًا مرتين لتغييره.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No PIN yet: anyone can open the operator area.</source>
        <translation>لا يوجد رمز PIN بعد: يستطيع أي شخص فتح منطقة الموظفين.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setting the PIN…</source>
        <translation>جارٍ تعيين رمز PIN…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The new PIN is saved.</source>
        <translation>حُفظ رمز PIN الجديد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved: the kiosk uses these options from when you go back to it (Back to the kiosk).</source>
        <translation>حُفظ: يستخدم الكشك هذه الخيارات منذ عودتك إليه (العودة إلى الكشك).</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Not saved yet: %Ln mint(s) saved while offline are of a drop these options no longer accept. Once saved, they are never sent, and the attendees told “Saved for later” do not get them. Tap Save again to save all the same.</source>
        <translation>
            <numerusform>لم يُحفظ بعد: لا عمليات سكّ (%Ln) محفوظة دون اتصال لإصدار لم تعد هذه الخيارات تقبله. اضغط «حفظ» مرة أخرى للحفظ رغم ذلك.</numerusform>
            <numerusform>لم يُحفظ بعد: عملية سكّ واحدة (%Ln) محفوظة دون اتصال لإصدار لم تعد هذه الخيارات تقبله. بعد الحفظ لن تُرسل أبدًا، ولن يحصل عليها من قيل له «حُفظ لوقت لاحق». اضغط «حفظ» مرة أخرى للحفظ رغم ذلك.</numerusform>
            <numerusform>لم يُحفظ بعد: عمليتا سكّ (%Ln) محفوظتان دون اتصال لإصدار لم تعد هذه الخيارات تقبله. بعد الحفظ لن تُرسلا أبدًا، ولن يحصل عليهما من قيل لهم «حُفظ لوقت لاحق». اضغط «حفظ» مرة أخرى للحفظ رغم ذلك.</numerusform>
            <numerusform>لم يُحفظ بعد: %Ln عمليات سكّ محفوظة دون اتصال لإصدار لم تعد هذه الخيارات تقبله. بعد الحفظ لن تُرسل أبدًا، ولن يحصل عليها من قيل لهم «حُفظ لوقت لاحق». اضغط «حفظ» مرة أخرى للحفظ رغم ذلك.</numerusform>
            <numerusform>لم يُحفظ بعد: %Ln عملية سكّ محفوظة دون اتصال لإصدار لم تعد هذه الخيارات تقبله. بعد الحفظ لن تُرسل أبدًا، ولن يحصل عليها من قيل لهم «حُفظ لوقت لاحق». اضغط «حفظ» مرة أخرى للحفظ رغم ذلك.</numerusform>
            <numerusform>لم يُحفظ بعد: %Ln عملية سكّ محفوظة دون اتصال لإصدار لم تعد هذه الخيارات تقبله. بعد الحفظ لن تُرسل أبدًا، ولن يحصل عليها من قيل لهم «حُفظ لوقت لاحق». اضغط «حفظ» مرة أخرى للحفظ رغم ذلك.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The PIN could not be set: type it again.</source>
        <translation>تعذّر تعيين رمز PIN: اكتبه مجددًا.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Attendees need at least one way in: keep the camera, codes or a secret word.</source>
        <translation>يحتاج الحضور إلى طريقة دخول واحدة على الأقل: أبقِ الكاميرا أو الرموز أو كلمة سرية.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Camera {number} (not found now)</source>
        <translation>الكاميرا {number} (غير موجودة الآن)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{language} (no translation: English)</source>
        <translation>{language} (لا ترجمة: الإنجليزية)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Links (*.txt *.csv);;All files (*)</source>
        <translation>روابط (*.txt *.csv);;كل الملفات (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The kiosk number is one of the kiosks: 1 to {count}.</source>
        <translation>رقم الكشك بين 1 و{count}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load a links file, or use the drop&apos;s links.</source>
        <translation>حمّل ملف روابط، أو استخدم روابط الإصدار.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The QR&apos;s page is a web address (https://…), or empty.</source>
        <translation>صفحة رمز QR عنوان ويب (https://…)، أو فارغة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the video file or stream URL, or choose a camera.</source>
        <translation>اكتب ملف الفيديو أو عنوان URL للبث، أو اختر كاميرا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop ids are numbers, separated by commas (e.g. 12345, 67890).</source>
        <translation>معرّفات الإصدارات أرقام مفصولة بفواصل (مثلًا 12345, 67890).</translation>
    </message>
</context>
<context>
    <name>OutOfOrderPage</name>
    <message>
        <location filename="../../kiosk/ui/out_of_order_page.py" line="+24"/>
        <source>Out of order</source>
        <translation>خارج الخدمة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please ask a staff member.</source>
        <translation>يُرجى سؤال أحد الموظفين.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sorry, this kiosk cannot mint right now.</source>
        <translation>عذرًا، لا يستطيع هذا الكشك السكّ الآن.</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="-398"/>
        <source>It&apos;s yours!</source>
        <translation>أصبح لك!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your collectible is minted. It is in your wallet now.</source>
        <translation>تم سكّ مقتناك. إنه في محفظتك الآن.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Being written to the chain</source>
        <translation>جارٍ كتابته في البلوك تشين</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service took your mint and is writing it now. You can go: it appears in your wallet in a few minutes, and staff see it if anything goes wrong.</source>
        <translation>استلمت الخدمة طلب السكّ وتكتبه الآن. يمكنك المغادرة: سيظهر في محفظتك خلال دقائق، وسيرى الموظفون ذلك إن حدث أي خطأ.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check your e-mail</source>
        <translation>تحقّق من بريدك الإلكتروني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the e-mail we sent you to collect it.</source>
        <translation>افتح الرسالة التي أرسلناها إليك لاستلامه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code was already used</source>
        <translation>استُخدم هذا الرمز من قبل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each code works once. Please ask the staff for help.</source>
        <translation>كل رمز يعمل مرة واحدة. يُرجى طلب المساعدة من الموظفين.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This code is no longer active</source>
        <translation>لم يعد هذا الرمز فعّالًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It has expired. Please ask the staff for help.</source>
        <translation>انتهت صلاحيته. يُرجى طلب المساعدة من الموظفين.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>We could not find that code</source>
        <translation>لم نجد هذا الرمز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check it and try again, or ask the staff for help.</source>
        <translation>تحقّق منه وحاول مجددًا، أو اطلب المساعدة من الموظفين.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That address was not accepted</source>
        <translation>لم يُقبل هذا العنوان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check your wallet address or e-mail and try again.</source>
        <translation>تحقّق من عنوان محفظتك أو بريدك الإلكتروني وحاول مجددًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+115"/>
        <source>You already have this one</source>
        <translation>لديك هذا المقتنى بالفعل</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>This wallet already claimed this collectible before. One per person: if it is not in your wallet soon, ask the staff.</source>
        <translation>طلبت هذه المحفظة هذا المقتنى من قبل. واحد لكل شخص: إن لم يظهر في محفظتك قريبًا، فاسأل الموظفين.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your code was checked, but the kiosk could not finish your mint just now. It finishes it as soon as the service answers again, never twice; staff see if it fails.</source>
        <translation>تم التحقق من رمزك، لكن الكشك لم يستطع إكمال طلب السكّ الآن. سيُكمله فور عودة الخدمة إلى الرد، ولن يتكرر أبدًا؛ وسيرى الموظفون إن فشل.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>This e-mail address already has this collectible reserved. One per person.</source>
        <translation>هذا المقتنى محجوز بالفعل لعنوان البريد الإلكتروني هذا. واحد لكل شخص.</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>This wallet already holds this collectible. One per person.</source>
        <translation>تملك هذه المحفظة هذا المقتنى بالفعل. واحد لكل شخص.</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Not open yet</source>
        <translation>لم يُفتح بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+213"/>
        <source>It works later. Please ask the staff when.</source>
        <translation>يعمل لاحقًا. يُرجى سؤال الموظفين عن الموعد.</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>This secret word is switched off</source>
        <translation>هذه الكلمة السرية معطّلة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drop&apos;s organiser switched it off for now. Please ask the staff for help.</source>
        <translation>عطّلها منظّم الإصدار مؤقتًا. يُرجى طلب المساعدة من الموظفين.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is not active right now</source>
        <translation>هذه الكلمة السرية غير مفعّلة الآن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service did not take it just now, so nothing was minted. Please ask the staff for help.</source>
        <translation>لم تقبلها الخدمة الآن، لذا لم يُسكّ شيء. يُرجى طلب المساعدة من أحد الموظفين.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Claimed before</source>
        <translation>طُلب من قبل</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None left</source>
        <translation>لم يتبقَّ شيء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word has no collectibles left. Ask the staff.</source>
        <translation>لم يتبقَّ أي مقتنى لهذه الكلمة السرية. اسأل أحد الموظفين.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service is busy</source>
        <translation>الخدمة مشغولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was lost. Please wait a moment and try again.</source>
        <translation>لم يضِع شيء. يُرجى الانتظار قليلًا ثم المحاولة مجددًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+167"/>
        <source>No connection right now</source>
        <translation>لا يوجد اتصال الآن</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your code was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>لا يستطيع الكشك الوصول إلى خدمة السكّ، لذا لم يُسكّ شيء ولم يُستخدم رمزك. يُرجى المحاولة بعد بضع دقائق، أو إبلاغ الموظفين.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved for later</source>
        <translation>حُفظ لوقت لاحق</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not confirmed yet</source>
        <translation>لم يُؤكَّد بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your mint was sent, but the service has not said yet whether it worked. Please do not try again: ask the staff, they can see how it ends.</source>
        <translation>أُرسل طلب السكّ، لكن الخدمة لم تُفِد بعد بنجاحه. يُرجى عدم المحاولة مجددًا: اسأل الموظفين، فهم يرون النتيجة.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The mint failed</source>
        <translation>فشل السكّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service could not write it to the chain. Nothing was minted. Please ask the staff for help.</source>
        <translation>لم تتمكن الخدمة من كتابته في البلوك تشين. لم يُسكّ شيء. يُرجى طلب المساعدة من الموظفين.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sent to an address nobody owns</source>
        <translation>أُرسل إلى عنوان لا يملكه أحد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name points at an address nobody owns, so the collectible went there and cannot reach you. Please ask the staff for help.</source>
        <translation>يشير اسمك إلى عنوان لا يملكه أحد، لذا ذهب المقتنى إليه ولا يمكن أن يصل إليك. يُرجى طلب المساعدة من الموظفين.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is for another drop</source>
        <translation>هذا لإصدار آخر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not for today&apos;s collectible. Please ask the staff.</source>
        <translation>ليس لمقتنى اليوم. يُرجى سؤال أحد الموظفين.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not taken here</source>
        <translation>هذه الكلمة السرية غير مقبولة هنا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use this word in the POAP app</source>
        <translation>استخدم هذه الكلمة في تطبيق POAP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This secret word works only in the POAP app, not at this kiosk.</source>
        <translation>هذه الكلمة السرية تعمل في تطبيق POAP فقط، وليس في هذا الكشك.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk cannot mint right now</source>
        <translation>لا يستطيع الكشك السكّ الآن</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Nothing was sent: your code was not used. Please ask the staff.</source>
        <translation>لم يُرسل شيء: لم يُستخدم رمزك. يُرجى سؤال أحد الموظفين.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The minting service refused this kiosk</source>
        <translation>رفضت خدمة السكّ هذا الكشك</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong</source>
        <translation>حدث خطأ ما</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please try again, or ask the staff for help.</source>
        <translation>يُرجى المحاولة مجددًا، أو طلب المساعدة من الموظفين.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+28"/>
        <source>Your request was taken</source>
        <translation>تم استلام طلبك</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The service took it and has not confirmed it yet. You can go: the e-mail to collect it should come soon, and staff see it if anything goes wrong.</source>
        <translation>استلمت الخدمة الطلب ولم تؤكّده بعد. يمكنك الذهاب: يُفترض أن تصلك رسالة البريد الإلكتروني لاستلامه قريبًا، وسيرى الموظفون إن حدث أي خطأ.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reserved for your e-mail address</source>
        <translation>محجوز لعنوان بريدك الإلكتروني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service keeps it for your e-mail address. Please ask the staff how to collect it.</source>
        <translation>تحتفظ به الخدمة لعنوان بريدك الإلكتروني. اسأل الموظفين عن طريقة استلامه.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The service took it and has not confirmed it yet. Please ask the staff how to collect it; they see it if anything goes wrong.</source>
        <translation>استلمت الخدمة الطلب ولم تؤكّده بعد. اسأل الموظفين عن طريقة استلامه؛ وسيرون إن حدث أي خطأ.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>We could not find that secret word</source>
        <translation>لم نجد هذه الكلمة السرية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the spelling: capital and small letters count. Or ask the staff.</source>
        <translation>تحقّق من الكتابة: الأحرف الكبيرة والصغيرة مختلفة. أو اسأل أحد الموظفين.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This secret word is no longer active</source>
        <translation>لم تعد هذه الكلمة السرية فعّالة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its time is over. Please ask the staff for help.</source>
        <translation>انتهى وقتها. يُرجى طلب المساعدة من الموظفين.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This secret word is not open yet</source>
        <translation>هذه الكلمة السرية لم تُفتح بعد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This was already claimed</source>
        <translation>طُلب هذا من قبل</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Please ask the staff for help.</source>
        <translation>يُرجى طلب المساعدة من الموظفين.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kiosk cannot reach the minting service, so nothing was minted and your secret word was not used. Please try again in a few minutes, or tell the staff.</source>
        <translation>لا يستطيع الكشك الوصول إلى خدمة السكّ، لذا لم يُسكّ شيء ولم تُستخدم كلمتك السرية. يُرجى المحاولة بعد بضع دقائق، أو إبلاغ الموظفين.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing was sent: your secret word was not used. Please ask the staff.</source>
        <translation>لم يُرسل شيء: لم تُستخدم كلمتك السرية. يُرجى سؤال أحد الموظفين.</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <location filename="../../kiosk/ui/pin_pad.py" line="+70"/>
        <source>Staff only.
Enter the PIN.</source>
        <translation>للموظفين فقط.
أدخل رمز PIN.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Goes back without opening the staff area.</source>
        <translation>يعود دون فتح منطقة الموظفين.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Delete last digit</source>
        <translation>حذف آخر رقم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last digit you typed.</source>
        <translation>يحذف آخر رقم كتبته.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks the PIN.</source>
        <translation>يتحقق من رمز PIN.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Type the staff PIN, then OK.</source>
        <translation>اكتب رمز PIN للموظفين، ثم OK.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Checking…</source>
        <translation>جارٍ التحقق…</translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>This staff pass is not valid. Try again in %Ln s.</source>
        <translation>
            <numerusform>بطاقة الموظفين هذه غير صالحة. حاول مجددًا بعد %Ln ثانية.</numerusform>
            <numerusform>بطاقة الموظفين هذه غير صالحة. حاول مجددًا بعد ثانية واحدة.</numerusform>
            <numerusform>بطاقة الموظفين هذه غير صالحة. حاول مجددًا بعد ثانيتين.</numerusform>
            <numerusform>بطاقة الموظفين هذه غير صالحة. حاول مجددًا بعد %Ln ثوانٍ.</numerusform>
            <numerusform>بطاقة الموظفين هذه غير صالحة. حاول مجددًا بعد %Ln ثانية.</numerusform>
            <numerusform>بطاقة الموظفين هذه غير صالحة. حاول مجددًا بعد %Ln ثانية.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This staff pass is not valid. Enter the PIN.</source>
        <translation>بطاقة الموظفين هذه غير صالحة. أدخل رمز PIN.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong PIN. Try again.</source>
        <translation>رمز PIN خاطئ. حاول مجددًا.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Types {digit}.</source>
        <translation>يكتب {digit}.</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>Wrong PIN. Try again in %Ln s.</source>
        <translation>
            <numerusform>رمز PIN خاطئ. حاول مجددًا بعد %Ln ثانية.</numerusform>
            <numerusform>رمز PIN خاطئ. حاول مجددًا بعد ثانية واحدة.</numerusform>
            <numerusform>رمز PIN خاطئ. حاول مجددًا بعد ثانيتين.</numerusform>
            <numerusform>رمز PIN خاطئ. حاول مجددًا بعد %Ln ثوانٍ.</numerusform>
            <numerusform>رمز PIN خاطئ. حاول مجددًا بعد %Ln ثانية.</numerusform>
            <numerusform>رمز PIN خاطئ. حاول مجددًا بعد %Ln ثانية.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecipientPage</name>
    <message>
        <location filename="../../kiosk/ui/recipient_page.py" line="+27"/>
        <source>Where should we send it?</source>
        <translation>إلى أين نرسله؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your wallet address, .eth name or e-mail.</source>
        <translation>عنوان محفظتك أو اسم ‎.eth أو بريدك الإلكتروني.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are getting</source>
        <translation>ستحصل على</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>or scan your wallet QR</source>
        <translation>أو امسح رمز QR لمحفظتك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — type it instead</source>
        <translation>لا كاميرا — اكتبه بدلًا من ذلك</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../../kiosk/ui/result_page.py" line="+52"/>
        <source>Done</source>
        <translation>تم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A tick: it worked.</source>
        <translation>علامة صح: نجحت العملية.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not final yet</source>
        <translation>ليس نهائيًا بعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A clock: the outcome is not final yet.</source>
        <translation>ساعة: النتيجة ليست نهائية بعد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not done</source>
        <translation>لم يتم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross: this attempt minted nothing.</source>
        <translation>علامة خطأ: لم تسكّ هذه المحاولة شيئًا.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Sent to {recipient}</source>
        <translation>أُرسل إلى {recipient}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For {recipient}</source>
        <translation>إلى {recipient}</translation>
    </message>
</context>
<context>
    <name>SecretEntryPage</name>
    <message>
        <location filename="../../kiosk/ui/secret_entry_page.py" line="+19"/>
        <source>Type the secret word</source>
        <translation>اكتب الكلمة السرية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The word announced at this event.</source>
        <translation>الكلمة المُعلنة في هذه الفعالية.</translation>
    </message>
</context>
<context>
    <name>SecretWordPage</name>
    <message>
        <location filename="../../kiosk/ui/operator/secret_word_page.py" line="+66"/>
        <source>(not given)</source>
        <translation>(غير محدد)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>d MMM yyyy, HH:mm</source>
        <translation>d MMM yyyy، HH:mm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Works from {start} to {end}</source>
        <translation>صالحة من {start} إلى {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>active now</source>
        <translation>فعّالة الآن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>switched off</source>
        <translation>مُعطّلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not known whether active now (the service did not say its time)</source>
        <translation>لا يُعرف إن كانت فعّالة الآن (لم تذكر الخدمة وقتها)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not active now</source>
        <translation>غير فعّالة الآن</translation>
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
        <translation>الكلمة السرية</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Attendees without a mint link can say a secret word at the kiosk. Check a word with the service before using it: words are case-sensitive.</source>
        <translation>يستطيع الحضور الذين ليس لديهم رابط سكّ قول كلمة سرية في الكشك. تحقّق من الكلمة مع الخدمة قبل استخدامها: الكلمات تميّز بين الأحرف الكبيرة والصغيرة.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The word attendees say; upper and lower case differ.</source>
        <translation>الكلمة التي يقولها الحضور؛ الأحرف الكبيرة والصغيرة مختلفة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Check</source>
        <translation>تحقّق</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Asks the service about this word.</source>
        <translation>يسأل الخدمة عن هذه الكلمة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Word</source>
        <translation>الكلمة</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use this word at the kiosk</source>
        <translation>استخدام هذه الكلمة في الكشك</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>The word is right. Whether attendees can use it now is not known here: the service did not say its time. It judges the word&apos;s window and the drop&apos;s expiry at each claim.</source>
        <translation>الكلمة صحيحة. لا يُعرف هنا إن كان الحضور يستطيعون استخدامها الآن: لم تذكر الخدمة وقتها. تتحقق الخدمة من فترة الكلمة ومن انتهاء صلاحية الإصدار عند كل استخدام.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Check the word first: only a checked word is used.</source>
        <translation>تحقّق من الكلمة أولًا: لا تُستخدم إلا كلمة مُتحقَّق منها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The kiosk cannot use the checked word: the check says why.</source>
        <translation>لا يستطيع الكشك استخدام الكلمة المُتحقَّق منها: نتيجة التحقق تذكر السبب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk accepts the checked word from now on; the service judges at each claim whether it works then.</source>
        <translation>يقبل الكشك الكلمة المُتحقَّق منها من الآن فصاعدًا؛ وتحكم الخدمة عند كل استخدام إن كانت تصلح حينها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk accepts the checked word from now on, but attendees cannot use it now: the check says why.</source>
        <translation>يقبل الكشك الكلمة المُتحقَّق منها من الآن فصاعدًا، لكن لا يستطيع الحضور استخدامها الآن: نتيجة التحقق تذكر السبب.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attendees may type the checked word from now on.</source>
        <translation>يمكن للحضور كتابة الكلمة المُتحقَّق منها من الآن فصاعدًا.</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>No secret word</source>
        <translation>لا كلمة سرية</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kiosk no longer accepts a secret word.</source>
        <translation>لم يعد الكشك يقبل كلمة سرية.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The kiosk uses the secret word “{word}”.</source>
        <translation>يستخدم الكشك الكلمة السرية «{word}».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The kiosk uses no secret word.</source>
        <translation>لا يستخدم الكشك أي كلمة سرية.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Asking the service…</source>
        <translation>جارٍ سؤال الخدمة…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drop: {name}</source>
        <translation>الإصدار: {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This word belongs to another drop: choose that drop first, or another word.</source>
        <translation>هذه الكلمة تخص إصدارًا آخر: اختر ذلك الإصدار أولًا، أو كلمة أخرى.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This word works only in the POAP app: the kiosk cannot mint with it. Ask for a website secret instead.</source>
        <translation>هذه الكلمة تعمل في تطبيق POAP فقط: لا يستطيع الكشك السكّ بها. اطلب كلمة سرية للموقع بدلًا منها.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but its drop has expired: the service refuses every claim of it.</source>
        <translation>الكلمة صحيحة، لكن صلاحية إصدارها انتهت: ترفض الخدمة كل استلام بها.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but it is switched off: it works at no time until the drop&apos;s organiser switches it on again.</source>
        <translation>الكلمة صحيحة، لكنها مُعطّلة: لا تعمل في أي وقت حتى يعيد منظّم الإصدار تفعيلها.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The word is right, but attendees cannot use it now: see when it works.</source>
        <translation>الكلمة صحيحة، لكن لا يستطيع الحضور استخدامها الآن: انظر متى تعمل.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The word is right, but all its claims are used: request more mints.</source>
        <translation>الكلمة صحيحة، لكن كل مرات الاستلام الخاصة بها استُنفدت: اطلب المزيد من السكّ.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The word is right and works now.</source>
        <translation>الكلمة صحيحة وتعمل الآن.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved: the kiosk accepts this word. Whether attendees can use it now, the service judges at each claim: see above.</source>
        <translation>حُفظ: يقبل الكشك هذه الكلمة. تتحقق الخدمة عند كل استلام مما إذا كان الحضور يستطيعون استخدامها الآن: انظر أعلاه.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved: the kiosk accepts this word, but attendees cannot use it now: see above.</source>
        <translation>حُفظ: يقبل الكشك هذه الكلمة، لكن لا يستطيع الحضور استخدامها الآن: انظر أعلاه.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved: the kiosk now accepts this word.</source>
        <translation>تم الحفظ: يقبل الكشك هذه الكلمة الآن.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: the kiosk no longer asks for a secret word.</source>
        <translation>تم الحفظ: لم يعد الكشك يطلب كلمة سرية.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not saved: {reason}</source>
        <translation>لم يُحفظ: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Type the secret word first.</source>
        <translation>اكتب الكلمة السرية أولًا.</translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%Ln claim(s) used</source>
        <translation>
            <numerusform>استُخدم %Ln استلام</numerusform>
            <numerusform>استُخدم استلام واحد</numerusform>
            <numerusform>استُخدم استلامان</numerusform>
            <numerusform>استُخدمت %Ln استلامات</numerusform>
            <numerusform>استُخدم %Ln استلامًا</numerusform>
            <numerusform>استُخدم %Ln استلام</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{claimed} of %Ln claim(s) used, {left} left</source>
        <translation>
            <numerusform>استُخدم {claimed} من %Ln استلام، وبقي {left}</numerusform>
            <numerusform>استُخدم {claimed} من استلام واحد، وبقي {left}</numerusform>
            <numerusform>استُخدم {claimed} من استلامين، وبقي {left}</numerusform>
            <numerusform>استُخدم {claimed} من %Ln استلامات، وبقي {left}</numerusform>
            <numerusform>استُخدم {claimed} من %Ln استلامًا، وبقي {left}</numerusform>
            <numerusform>استُخدم {claimed} من %Ln استلام، وبقي {left}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceProblem</name>
    <message>
        <location filename="../../kiosk/ui/texts.py" line="+146"/>
        <source>The service refused the kiosk&apos;s credentials. Check them on the Connection page, then use Test connection.</source>
        <translation>رفضت الخدمة بيانات اعتماد الكشك. تحقّق منها في صفحة «الاتصال»، ثم استخدم «اختبار الاتصال».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service is busy right now: try again in a minute.</source>
        <translation>الخدمة مشغولة الآن: حاول مجددًا بعد دقيقة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service cannot be reached. Check the network (Wi-Fi, cable, proxy) and the service addresses on the Connection page.</source>
        <translation>تعذّر الوصول إلى الخدمة. تحقّق من الشبكة (Wi-Fi، الكابل، الوكيل) ومن عناوين الخدمة في صفحة «الاتصال».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The venue&apos;s network answers instead of the service: its Wi-Fi asks for a sign-in at {address}. Open a web browser on this computer and accept the network&apos;s terms; the kiosk goes on by itself then.</source>
        <translation>تُجيب شبكة المكان بدلًا من الخدمة: تطلب شبكة Wi-Fi تسجيل الدخول على {address}. افتح متصفح ويب على هذا الحاسوب واقبل شروط الشبكة؛ وبعدها يتابع الكشك تلقائيًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A web page answered instead of the service: the venue&apos;s Wi-Fi may ask for a sign-in. Open a web browser on this computer and accept the network&apos;s terms; if no sign-in page opens, check the service addresses on the Connection page.</source>
        <translation>أجابت صفحة ويب بدلًا من الخدمة: ربما تطلب شبكة Wi-Fi في المكان تسجيل الدخول. افتح متصفح ويب على هذا الحاسوب واقبل شروط الشبكة؛ وإن لم تُفتح صفحة لتسجيل الدخول، فتحقّق من عناوين الخدمة في صفحة «الاتصال».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The service does not know that drop. Check its id or fancy id.</source>
        <translation>لا تعرف الخدمة هذا الإصدار. تحقّق من معرّفه أو معرّفه المخصص.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service does not know the chosen drop: choose the drop again.</source>
        <translation>لا تعرف الخدمة الإصدار المختار: اختر الإصدار مجددًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The service does not know that secret word. Words are case-sensitive: check the spelling.</source>
        <translation>لا تعرف الخدمة هذه الكلمة السرية. الكلمات تميّز بين الأحرف الكبيرة والصغيرة: تحقّق من الكتابة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The edit code is wrong. It is the six-digit code the drop&apos;s creator chose; ask them.</source>
        <translation>رمز التعديل خاطئ. إنه الرمز المكوّن من ستة أرقام الذي اختاره منشئ الإصدار؛ اسأله عنه.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service refused this: {reason}</source>
        <translation>رفضت الخدمة هذا: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The service gave an answer the kiosk does not understand: try again, and check the service address if it keeps happening.</source>
        <translation>أعطت الخدمة ردًا لا يفهمه الكشك: حاول مجددًا، وتحقّق من عنوان الخدمة إن تكرر ذلك.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The service answered with an error. Try again in a minute.</source>
        <translation>ردّت الخدمة بخطأ. حاول مجددًا بعد دقيقة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request reached the service, but its answer was lost: it may have been done. Check before you ask again.</source>
        <translation>وصل الطلب إلى الخدمة، لكن ردّها ضاع: ربما نُفِّذ. تحقّق قبل أن تطلب مجددًا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong on this computer ({error}). Try again; if it keeps failing, run kiosk doctor.</source>
        <translation>حدث خطأ ما على هذا الحاسوب ({error}). حاول مجددًا؛ وإذا استمر الفشل، فشغّل kiosk doctor.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location line="+11"/>
        <source>The settings could not be saved ({reason}): check the disk, then try again.</source>
        <translation>تعذّر حفظ الإعدادات ({reason}): تحقّق من القرص، ثم حاول مجددًا.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location line="+11"/>
        <source>Mint Kiosk is already running on this computer; its window was brought to the front.</source>
        <translation>Mint Kiosk قيد التشغيل بالفعل على هذا الحاسوب؛ وقد أُحضرت نافذته إلى الأمام.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mint Kiosk is already running on this computer but does not answer. If its window does not appear within a minute, restart the computer.</source>
        <translation>Mint Kiosk قيد التشغيل بالفعل على هذا الحاسوب لكنه لا يستجيب. إن لم تظهر نافذته خلال دقيقة، فأعد تشغيل الحاسوب.</translation>
    </message>
</context>
<context>
    <name>Staff</name>
    <message>
        <location filename="../../kiosk/ui/operator/step_texts.py" line="+29"/>
        <source>Mint codes</source>
        <translation>رموز السكّ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret word</source>
        <translation>الكلمة السرية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kiosk options</source>
        <translation>خيارات الكشك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Operator pass</source>
        <translation>بطاقة الموظفين</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Journal</source>
        <translation>السجلّ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save the API key, client id and client secret first.</source>
        <translation>احفظ مفتاح API ومعرّف العميل وسرّ العميل أولًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the drop this kiosk mints first.</source>
        <translation>اختر الإصدار الذي يسكّه هذا الكشك أولًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set an operator PIN first: kiosk mode locks the screen with it.</source>
        <translation>عيّن رمز PIN للموظفين أولًا: يقفل وضع الكشك الشاشة به.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="-17"/>
        <source>Mints per 15 minutes</source>
        <translation>عمليات السكّ لكل 15 دقيقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bar for each quarter hour of the last 4 hours, oldest first.</source>
        <translation>عمود لكل ربع ساعة من آخر 4 ساعات، الأقدم أولًا.</translation>
    </message>
    <message>
        <location filename="../../kiosk/ui/operator/statistics_page.py" line="+70"/>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Live counts for the chosen drop; they update while this page is open.</source>
        <translation>أعداد مباشرة للإصدار المختار؛ تتحدّث ما دامت هذه الصفحة مفتوحة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Minted</source>
        <translation>تم السكّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On their way</source>
        <translation>في الطريق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved for e-mail</source>
        <translation>محجوزة للبريد الإلكتروني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already claimed</source>
        <translation>مُستخدَمة مسبقًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>فشلت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Being checked</source>
        <translation>قيد التحقق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued offline</source>
        <translation>في الانتظار دون اتصال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes left</source>
        <translation>الرموز المتبقية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: links left</source>
        <translation>الموزّع: الروابط المتبقية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: shown</source>
        <translation>الموزّع: المعروضة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dispenser: claimed</source>
        <translation>الموزّع: المُستخدَمة</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Mints per 15 minutes, last 4 hours (local time)</source>
        <translation>عمليات السكّ لكل 15 دقيقة، آخر 4 ساعات (التوقيت المحلي)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Counted while the kiosk is open</source>
        <translation>تُعدّ ما دام الكشك مفتوحًا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dispenser&apos;s last count, without claims elsewhere</source>
        <translation>آخر عدّ للموزّع، دون الاستخدامات في أماكن أخرى</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enter the edit code on the Codes page</source>
        <translation>أدخل رمز التعديل في صفحة «رموز السكّ»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The drop has expired: no code can be minted</source>
        <translation>انتهت صلاحية الإصدار: لا يمكن سكّ أي رمز</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None left: request more mints</source>
        <translation>لم يتبقَّ شيء: اطلب المزيد من السكّ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If not expired (the service did not say its date)</source>
        <translation>إن لم تنتهِ الصلاحية (لم تذكر الخدمة تاريخها)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewer than {threshold}: request more mints</source>
        <translation>أقل من {threshold}: اطلب المزيد من السكّ</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+37"/>
        <source>Counting…</source>
        <translation>جارٍ العدّ…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not check; tries again soon</source>
        <translation>تعذّر التحقق؛ ستُعاد المحاولة قريبًا</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mints wait to be sent. Last error: {error}</source>
        <translation>عمليات السكّ بانتظار الإرسال. آخر خطأ: {error}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mints wait for the connection; they are sent when it is back.</source>
        <translation>عمليات السكّ بانتظار الاتصال؛ وتُرسل عند عودته.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <location line="-95"/>
        <source>%Ln failed after the service took them: see the Journal</source>
        <translation>
            <numerusform>فشلت %Ln عملية بعد أن قبلتها الخدمة: انظر السجلّ</numerusform>
            <numerusform>فشلت عملية واحدة بعد أن قبلتها الخدمة: انظر السجلّ</numerusform>
            <numerusform>فشلت عمليتان بعد أن قبلتهما الخدمة: انظر السجلّ</numerusform>
            <numerusform>فشلت %Ln عمليات بعد أن قبلتها الخدمة: انظر السجلّ</numerusform>
            <numerusform>فشلت %Ln عمليةً بعد أن قبلتها الخدمة: انظر السجلّ</numerusform>
            <numerusform>فشلت %Ln عملية بعد أن قبلتها الخدمة: انظر السجلّ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TouchKeyboard</name>
    <message>
        <location filename="../../kiosk/ui/touch_keyboard.py" line="+98"/>
        <source>Delete last character</source>
        <translation>حذف آخر حرف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the last character you typed.</source>
        <translation>يحذف آخر حرف كتبته.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear</source>
        <translation>مسح</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removes everything you typed.</source>
        <translation>يحذف كل ما كتبته.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sends what you typed.</source>
        <translation>يرسل ما كتبته.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Types {key}.</source>
        <translation>يكتب {key}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>abc</source>
        <translation>abc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Small letters</source>
        <translation>أحرف صغيرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to small letters.</source>
        <translation>يحوّل مفاتيح الأحرف إلى أحرف صغيرة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ABC</source>
        <translation>ABC</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Capital letters</source>
        <translation>أحرف كبيرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches the letter keys to capital letters.</source>
        <translation>يحوّل مفاتيح الأحرف إلى أحرف كبيرة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At sign</source>
        <translation>علامة @</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dot</source>
        <translation>نقطة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyphen</source>
        <translation>شرطة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Underscore</source>
        <translation>شرطة سفلية</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../kiosk/ui/welcome_page.py" line="+38"/>
        <source>Get your event collectible</source>
        <translation>احصل على مقتنى الفعالية</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scan your mint QR</source>
        <translation>امسح رمز QR للسكّ</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No camera — type your code instead</source>
        <translation>لا كاميرا — اكتب رمزك بدلًا من ذلك</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>No QR code?</source>
        <translation>ليس لديك رمز QR؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>اكتب رمزًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret word</source>
        <translation>كلمة سرية</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Scan your mint QR code, or choose another way in.</source>
        <translation>امسح رمز QR للسكّ، أو اختر طريقة أخرى.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Opens a keyboard to type the code of your mint link.</source>
        <translation>يفتح لوحة مفاتيح لكتابة رمز رابط السكّ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opens a keyboard to type the secret word announced at this event.</source>
        <translation>يفتح لوحة مفاتيح لكتابة الكلمة السرية المُعلنة في هذه الفعالية.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Scan your mint QR code.</source>
        <translation>امسح رمز QR للسكّ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the code of your mint link, or the secret word announced at this event.</source>
        <translation>اكتب رمز رابط السكّ، أو الكلمة السرية المُعلنة في هذه الفعالية.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the code of your mint link.</source>
        <translation>اكتب رمز رابط السكّ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the secret word announced at this event.</source>
        <translation>اكتب الكلمة السرية المُعلنة في هذه الفعالية.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No camera — type the secret word instead</source>
        <translation>لا كاميرا — اكتب الكلمة السرية بدلًا من ذلك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No camera — please ask the staff</source>
        <translation>لا كاميرا — يُرجى سؤال الموظفين</translation>
    </message>
</context>
</TS>
