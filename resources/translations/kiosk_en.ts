<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChecksPage</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/checks_page.py" line="+131"/>
        <source>%Ln check(s) failed: see the red lines.</source>
        <translation>
            <numerusform>%Ln check failed: see the red line.</numerusform>
            <numerusform>%Ln checks failed: see the red lines.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CodesPage</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/codes_page.py" line="+258"/>
        <source>%Ln mint code(s): {claimed} claimed; the drop has expired, none can be minted</source>
        <translation>
            <numerusform>%Ln mint code: {claimed} claimed; the drop has expired, none can be minted</numerusform>
            <numerusform>%Ln mint codes: {claimed} claimed; the drop has expired, none can be minted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left if the drop has not expired (the service did not say its date)</source>
        <translation>
            <numerusform>%Ln mint code: {claimed} claimed, {left} left if the drop has not expired (the service did not say its date)</numerusform>
            <numerusform>%Ln mint codes: {claimed} claimed, {left} left if the drop has not expired (the service did not say its date)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln mint code(s): {claimed} claimed, {left} left</source>
        <translation>
            <numerusform>%Ln mint code: {claimed} claimed, {left} left</numerusform>
            <numerusform>%Ln mint codes: {claimed} claimed, {left} left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/countdown_overlay.py" line="+49"/>
        <source>Otherwise the kiosk starts over in %Ln s.</source>
        <translation>
            <numerusform>Otherwise the kiosk starts over in %Ln s.</numerusform>
            <numerusform>Otherwise the kiosk starts over in %Ln s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DropPage</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/drop_page.py" line="+479"/>
        <source>Saved while offline and not sent yet: %Ln mint(s) of another drop. If the kiosk uses this drop, they are never sent, and the attendees told “Saved for later” do not get them. Tap “Use this drop at the kiosk” again to use it all the same.</source>
        <translation>
            <numerusform>Saved while offline and not sent yet: %Ln mint of another drop. If the kiosk uses this drop, it is never sent, and the attendee told “Saved for later” does not get it. Tap “Use this drop at the kiosk” again to use it all the same.</numerusform>
            <numerusform>Saved while offline and not sent yet: %Ln mints of another drop. If the kiosk uses this drop, they are never sent, and the attendees told “Saved for later” do not get them. Tap “Use this drop at the kiosk” again to use it all the same.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JournalPage</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/journal_page.py" line="+320"/>
        <source>Exported %Ln row(s) to {path}</source>
        <translation>
            <numerusform>Exported %Ln row to {path}</numerusform>
            <numerusform>Exported %Ln rows to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Exported to {path}, but %Ln result(s) the journal cannot write yet are not in the file: export again once it can.</source>
        <translation>
            <numerusform>Exported to {path}, but %Ln result the journal cannot write yet is not in the file: export again once it can.</numerusform>
            <numerusform>Exported to {path}, but %Ln results the journal cannot write yet are not in the file: export again once it can.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Showing {shown} of %Ln attempt(s)</source>
        <translation>
            <numerusform>Showing {shown} of %Ln attempt</numerusform>
            <numerusform>Showing {shown} of %Ln attempts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MintsChart</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/mints_chart.py" line="+52"/>
        <source>%Ln mint(s) in all: a bar for each quarter hour, oldest first.</source>
        <translation>
            <numerusform>%Ln mint in all: a bar for each quarter hour, oldest first.</numerusform>
            <numerusform>%Ln mints in all: a bar for each quarter hour, oldest first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/options_page.py" line="+756"/>
        <source>Not saved yet: %Ln mint(s) saved while offline are of a drop these options no longer accept. Once saved, they are never sent, and the attendees told “Saved for later” do not get them. Tap Save again to save all the same.</source>
        <translation>
            <numerusform>Not saved yet: %Ln mint saved while offline is of a drop these options no longer accept. Once saved, it is never sent, and the attendee told “Saved for later” does not get it. Tap Save again to save all the same.</numerusform>
            <numerusform>Not saved yet: %Ln mints saved while offline are of a drop these options no longer accept. Once saved, they are never sent, and the attendees told “Saved for later” do not get them. Tap Save again to save all the same.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/pin_pad.py" line="+246"/>
        <source>This staff pass is not valid. Try again in %Ln s.</source>
        <translation>
            <numerusform>This staff pass is not valid. Try again in %Ln s.</numerusform>
            <numerusform>This staff pass is not valid. Try again in %Ln s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Wrong PIN. Try again in %Ln s.</source>
        <translation>
            <numerusform>Wrong PIN. Try again in %Ln s.</numerusform>
            <numerusform>Wrong PIN. Try again in %Ln s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SecretWordPage</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/secret_word_page.py" line="+387"/>
        <source>%Ln claim(s) used</source>
        <translation>
            <numerusform>%Ln claim used</numerusform>
            <numerusform>%Ln claims used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{claimed} of %Ln claim(s) used, {left} left</source>
        <translation>
            <numerusform>{claimed} of %Ln claim used, {left} left</numerusform>
            <numerusform>{claimed} of %Ln claims used, {left} left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <location filename="../../kiosk/ui/operator/statistics_page.py" line="+128"/>
        <source>%Ln failed after the service took them: see the Journal</source>
        <translation>
            <numerusform>%Ln failed after the service took it: see the Journal</numerusform>
            <numerusform>%Ln failed after the service took them: see the Journal</numerusform>
        </translation>
    </message>
</context>
</TS>
