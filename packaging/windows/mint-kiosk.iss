; Inno Setup 6 script: installs the PyInstaller one-dir bundle dist\mint-kiosk\ of Mint Kiosk.
; Build on Windows, from the repository root, after the PyInstaller build:
;   .venv\Scripts\pyinstaller --noconfirm --clean pyinstaller.spec
;   "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" packaging\windows\mint-kiosk.iss
; Result: dist\installer\mint-kiosk-<version>-setup.exe
; Keep MyAppVersion equal to pyproject.toml, pyinstaller.spec and version_info.txt.

#define MyAppName "Mint Kiosk"
#define MyAppVersion "0.1.0"
#define MyAppPublisher "Mint Kiosk"
#define MyAppExeName "mint-kiosk.exe"
#define BundleDir "..\..\dist\mint-kiosk"

[Setup]
; AppId identifies the app for upgrades and uninstall: never change it.
AppId={{5C0F7A52-3B8E-4C7E-9B1A-6D2E8F4A9C31}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppVerName={#MyAppName} {#MyAppVersion}
AppPublisher={#MyAppPublisher}
DefaultDirName={autopf}\{#MyAppName}
DefaultGroupName={#MyAppName}
DisableProgramGroupPage=yes
; Per-machine install (venue laptops are set up once by staff); lets the staff choose per-user.
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist\installer
OutputBaseFilename=mint-kiosk-{#MyAppVersion}-setup
SetupIconFile=mint-kiosk.ico
UninstallDisplayIcon={app}\{#MyAppExeName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "autostart"; Description: "Start {#MyAppName} when this user logs in (kiosk mode)"; GroupDescription: "Kiosk:"; Flags: unchecked

[Files]
; The whole one-dir bundle: mint-kiosk.exe and its _internal\ folder.
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"
Name: "{group}\{#MyAppName} (demo)"; Filename: "{app}\{#MyAppExeName}"; Parameters: "--demo --windowed"
Name: "{group}\{cm:UninstallProgram,{#MyAppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"; Tasks: desktopicon
Name: "{userstartup}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"; Tasks: autostart

[Run]
Filename: "{app}\{#MyAppExeName}"; Parameters: "--demo --windowed"; Description: "Try the demo now"; Flags: nowait postinstall skipifsilent unchecked
