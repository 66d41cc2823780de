// mazelab: the GUI.
//   mazelab [FILE]                                  open a .maze file or .mazelab project
//   mazelab --screenshot PNG [--project FILE] [FILE] save a picture of the window and exit
//   mazelab --language CODE ...                     speak en, de, nl or ro for this run only
//   mazelab --presentation [--mode NAME] [FILE]     start in presentation mode (F5 / Esc leave)
//   mazelab --lessons [--mode NAME] [FILE]          start with the Lessons panel open (F1)
//   mazelab --help | --version                      print and exit (no display needed)
// Without a display a screenshot is painted off screen; anything else says what to do (exit 2).
// SIGTERM / SIGINT autosave the document to the recovery folder and quit; the next start
// offers to restore what a crash or a kill left there (ui/recovery/).
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/mainwindow/editsaveloop.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/language.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/presentation.h"
#include "ui/learn/lessonpanel.h"
#include "ui/mainwindow/screenshot.h"
#include "ui/mainwindow/statuspanel.h"
#include "ui/nativename.h"
#include "ui/recovery/autosaver.h"
#include "ui/recovery/quitonsignal.h"

#include <clocale>
#include <QApplication>
#include <QCoreApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>
#include <cstdio>
#include <string>
#include <string_view>

namespace {

// The command line's options (one set, for the help printed without a display and for the run).
struct GuiOptions {
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QStringLiteral("Save a PNG picture of the main window to PNG and exit."),
        QStringLiteral("PNG")};
    QCommandLineOption project{QStringLiteral("project"),
                               QStringLiteral("The file to open (same as FILE)."),
                               QStringLiteral("FILE")};
    QCommandLineOption mode{QStringLiteral("mode"),
                            QStringLiteral("Start in this mode (editor, token, mouse, ...)."),
                            QStringLiteral("NAME")};
    QCommandLineOption language{
        QStringLiteral("language"),
        QStringLiteral("Use this interface language for this run (%1); Preferences keep "
                       "their choice.")
            .arg(mazelab::Language::supportedCodes().join(QStringLiteral(", "))),
        QStringLiteral("CODE")};
    QCommandLineOption presentation{
        QStringLiteral("presentation"),
        QStringLiteral("Start in presentation mode: full screen, the canvas, the player and large "
                       "captions only (F5 or Esc leaves).")};
    QCommandLineOption lessons{
        QStringLiteral("lessons"),
        QStringLiteral("Start with the Lessons panel open (Help > Lessons, F1).")};

    void addTo(QCommandLineParser& parser) const
    {
        parser.setApplicationDescription(
            QStringLiteral("MazeLab: design, solve and animate grid mazes."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(QStringLiteral("FILE"),
                                     QStringLiteral("A .maze file or .mazelab project to open, or "
                                                    "a move sequence (.seq) for the "
                                                    "Simultaneous player."),
                                     QStringLiteral("[FILE]"));
        parser.addOptions({screenshot, project, mode, language, presentation, lessons});
    }
};

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MazeLab"));
    QCoreApplication::setApplicationName(QStringLiteral("MazeLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MAZELAB_VERSION));
}

// --help and --version need no display: answered before QApplication (which would stop with
// "could not connect to display" on a terminal without one, e.g. over ssh).
bool asksOnlyForText(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--")
            return false;
        if (a == "-h" || a == "--help" || a == "-?" || a == "-v" || a == "--version")
            return true;
    }
    return false;
}

bool hasArgument(int argc, char** argv, std::string_view wanted)
{
    for (int i = 1; i < argc; ++i)
        if (std::string_view a = argv[i]; a == wanted || a.substr(0, wanted.size() + 1)
                                                             == std::string(wanted) + "=")
            return true;
    return false;
}

// Without a display (no X11 or Wayland, no platform chosen) QApplication would abort with
// "could not load the Qt platform plugin" and a core dump. A screenshot needs no display: it
// is painted off screen. Anything else ends with a message saying what to do. False: exit 2.
bool chooseHeadlessPlatform(int argc, char** argv)
{
#if defined(Q_OS_LINUX)
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY")
        || qEnvironmentVariableIsSet("WAYLAND_DISPLAY"))
        return true;
    if (hasArgument(argc, argv, "-platform") || hasArgument(argc, argv, "--platform"))
        return true; // Qt's own option: the user chose
    if (hasArgument(argc, argv, "--screenshot")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        return true;
    }
    std::fprintf(stderr,
                 "mazelab: no display to show the window on (DISPLAY and WAYLAND_DISPLAY are "
                 "unset).\nRun it in a desktop session, under xvfb-run, or with "
                 "QT_QPA_PLATFORM=offscreen; --screenshot PNG works without one.\n");
    return false;
#else
    (void)argc;
    (void)argv;
    return true;
#endif
}

} // namespace

int main(int argc, char** argv)
{
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication core(argc, argv);
        nameApplication();
        QCommandLineParser parser;
        const GuiOptions options;
        options.addTo(parser);
        // Not process(): it calls exit() with the application still alive (a leak report
        // under the sanitizers). Unknown options are for the real start to judge.
        (void)parser.parse(QCoreApplication::arguments());
        if (parser.isSet(QStringLiteral("version")) && !parser.isSet(QStringLiteral("help")))
            std::printf("%s %s\n", qPrintable(QCoreApplication::applicationName()),
                        qPrintable(QCoreApplication::applicationVersion()));
        else
            std::printf("%s", qPrintable(parser.helpText()));
        return 0;
    }
    if (!chooseHeadlessPlatform(argc, argv))
        return 2;
    for (int i = 1; i < argc; ++i) // before Qt decodes them: names need not be UTF-8
        mazelab::rememberNativeName(argv[i]);
    QApplication app(argc, argv);
    // Qt switched the C library to the system locale; printf / strtod would then write and read
    // "0,5" under a German, Dutch or Romanian locale. Numbers on screen follow the system
    // locale through QLocale (%L), which does not depend on this.
    std::setlocale(LC_NUMERIC, "C");
    nameApplication();

    QCommandLineParser parser;
    const GuiOptions gui;
    gui.addTo(parser);
    parser.process(app);
    const QCommandLineOption& screenshot = gui.screenshot;
    const QCommandLineOption& project = gui.project;
    const QCommandLineOption& mode = gui.mode;
    const QCommandLineOption& language = gui.language;
    const QCommandLineOption& presentation = gui.presentation;
    const QCommandLineOption& lessons = gui.lessons;

    QString file = parser.value(project);
    if (file.isEmpty() && !parser.positionalArguments().isEmpty())
        file = parser.positionalArguments().constFirst();
    const bool shot = parser.isSet(screenshot);

    mazelab::MainWindow window(!shot);
    if (parser.isSet(language) && !window.overrideLanguage(parser.value(language))) {
        std::fprintf(stderr, "mazelab: no language '%s' (choose one of: %s)\n",
                     qPrintable(parser.value(language)),
                     qPrintable(mazelab::Language::supportedCodes().join(QStringLiteral(", "))));
        return 2;
    }
    if (shot)
        window.files()->setInteractive(false); // errors go to stderr, no dialogs
    // A .seq file is a move sequence: the demo opens, and the sequence in the Simultaneous
    // player (run over the set it shows: all solvable 3×3 mazes unless the user changes it).
    QString sequence;
    if (file.endsWith(QLatin1String(".seq"), Qt::CaseInsensitive))
        std::swap(sequence, file);
    if (file.isEmpty())
        window.files()->openDemo();
    else if (!window.files()->loadFile(file)) {
        if (shot)
            return 2;
        window.files()->openDemo();
    }
    if (QString error; !sequence.isEmpty() && !window.openSequenceFile(sequence, &error)) {
        if (shot) {
            std::fprintf(stderr, "mazelab: %s\n", qPrintable(error));
            return 2;
        }
        QTimer::singleShot(0, &window, [&window, error] {
            QMessageBox::warning(&window, QStringLiteral("MazeLab"), error);
        });
    }
    if (parser.isSet(mode) && !window.selectMode(parser.value(mode))) {
        std::fprintf(stderr, "mazelab: no mode named '%s'\n", qPrintable(parser.value(mode)));
        return 2;
    }
    if (parser.isSet(lessons))
        window.lessons()->show();
    if (parser.isSet(presentation))
        window.presentation()->setOn(true);
    if (shot) {
        mazelab::scheduleScreenshot(&window, parser.value(screenshot),
                                    [&window] {
                                        // Also background jobs, e.g. a long sequence's run.
                                        return !window.statusPanel()->isComputing()
                                               && !window.document()->jobs()->isRunning();
                                    });
        return app.exec();
    }
    // Before the window shows: a signal from now on autosaves instead of losing the edits.
    const auto autosaveAll = [] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* main = qobject_cast<mazelab::MainWindow*>(w); main && main->autoSaver())
                main->autoSaver()->saveNow();
    };
    const mazelab::QuitOnSignal quitOnSignal(autosaveAll);
    window.show();
    if (!mazelab::startEditSaveLoopIfRequested(window))
        QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    const int rc = app.exec();
    // Events already queued when the signal came (timers, input) ran after that autosave.
    if (quitOnSignal.receivedSignal() != 0)
        autosaveAll();
    return rc;
}
