// The Simultaneous mode's side tabs (Solvers, Experiments), and every mode's first view, at
// 1280 × 720 in every language: nothing scrolls sideways; Mouse and Token at 1100 × 720 keep
// their combo box items whole and the Mazes dock wide. The German Solvers tab and the
// Experiments tab in every language used to (button rows and two-field form rows wider than the
// side column); the rows now wrap (FlowLayout, QFormLayout::WrapLongRows).
// With $MAZELAB_SHOT_DIR each tab is saved as simaso-tab<i>-<language>.png to look at.
#include "uitesthelpers.h"

#include "ui/flowlayout.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/simaso/solverpanel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpacerItem>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QTest>

#include <memory>

using namespace mazelab;

namespace {
// For a failure message: the visible widget under `root` that reaches furthest right.
QString widest(QWidget* root)
{
    QString name;
    int reach = 0;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(root))
            continue;
        const int right = w->mapTo(root, QPoint(0, 0)).x() + w->minimumSizeHint().width();
        if (right > reach) {
            reach = right;
            name = QStringLiteral("%1 %2 \"%3\"")
                       .arg(QLatin1String(w->metaObject()->className()), w->objectName(),
                            w->property("text").toString());
        }
    }
    return QStringLiteral("%1 reaches %2 px").arg(name).arg(reach);
}
} // namespace

class TestSimasoLayout : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;

    static void languages()
    {
        QTest::addColumn<QString>("language");
        for (const char* code : {"en", "de", "nl", "ro"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

private slots:
    void initTestCase() { test::isolateSettings(); }

    void init()
    {
        m_window = std::make_unique<MainWindow>(false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    // Every mode's first view: no scroll area (side panels, docks) scrolls sideways.
    void noModeScrollsSideways_data() { languages(); }
    void noModeScrollsSideways()
    {
        QFETCH(QString, language);
        m_window->setLanguage(language);
        m_window->resize(1280, 720);
        for (const char* mode : {"editor", "generate", "simaso", "token", "mouse", "solve", "colab"}) {
            QVERIFY(m_window->selectMode(QLatin1String(mode)));
            QTest::qWait(50);
            for (QScrollArea* area : m_window->findChildren<QScrollArea*>()) {
                if (!area->isVisible() || !area->widget())
                    continue;
                QVERIFY2(!area->horizontalScrollBar()->isVisible(),
                         qPrintable(QStringLiteral("%1, %2 mode: %3")
                                        .arg(language, QLatin1String(mode),
                                             widest(area->widget()))));
            }
        }
    }

    void flowLayoutWraps()
    {
        QWidget box;
        auto* flow = new FlowLayout(&box, 4);
        flow->setContentsMargins(0, 0, 0, 0);
        std::vector<QPushButton*> buttons;
        for (const char* text : {"Load into player", "Save to project", "Show certificate"}) {
            buttons.push_back(new QPushButton(QString::fromLatin1(text)));
            flow->addWidget(buttons.back());
        }
        const int one = buttons[0]->sizeHint().height();
        // Wide enough: one line, as a QHBoxLayout.
        const int wide = flow->sizeHint().width();
        QCOMPARE(flow->heightForWidth(wide), one);
        flow->setGeometry(QRect(0, 0, wide, one));
        QCOMPARE(buttons[2]->geometry().y(), 0);
        QCOMPARE(buttons[1]->geometry().x(), buttons[0]->geometry().right() + 1 + 4);
        // One pixel narrower: the last one goes to a second line.
        QCOMPARE(flow->heightForWidth(wide - 1), 2 * one + 4);
        flow->setGeometry(QRect(0, 0, wide - 1, 2 * one + 4));
        QCOMPARE(buttons[2]->geometry().topLeft(), QPoint(0, one + 4));
        // It asks only for its widest item.
        int widest = 0;
        for (QPushButton* b : buttons)
            widest = std::max(widest, b->minimumSizeHint().width());
        QCOMPARE(flow->minimumSize().width(), widest);
        QCOMPARE(flow->heightForWidth(widest), 3 * one + 2 * 4);
        // A hidden item asks for nothing (as in sizeHint and the layout itself).
        auto* wider = new QPushButton(QStringLiteral("A button far wider than the other three"));
        flow->addWidget(wider);
        QVERIFY(flow->minimumSize().width() > widest);
        wider->hide();
        QCOMPARE(flow->minimumSize().width(), widest);
        // So does a spacer: the layout never gives it room, so it asks for none.
        flow->addItem(new QSpacerItem(widest + 100, 10));
        QCOMPARE(flow->minimumSize().width(), widest);
        QCOMPARE(flow->heightForWidth(widest), 3 * one + 2 * 4);
    }

    void sideTabsFitWithoutHorizontalScrolling_data() { languages(); }
    void sideTabsFitWithoutHorizontalScrolling()
    {
        QFETCH(QString, language);
        m_window->setLanguage(language);
        m_window->resize(1280, 720);
        QVERIFY(m_window->selectMode(QStringLiteral("simaso")));
        auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("simasoSideTabs"));
        QVERIFY(tabs);
        for (int i = 1; i < tabs->count(); ++i) { // 0 is the maze view, it scales
            tabs->setCurrentIndex(i);
            auto* scroll = qobject_cast<QScrollArea*>(tabs->currentWidget());
            QVERIFY(scroll);
            QTest::qWait(50);
            QCoreApplication::processEvents();
            if (qEnvironmentVariableIsSet("MAZELAB_SHOT_DIR"))
                m_window->grab().save(qEnvironmentVariable("MAZELAB_SHOT_DIR")
                                      + QStringLiteral("/simaso-tab%1-%2.png")
                                            .arg(i)
                                            .arg(language));
            QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("%1, tab %2 (%3): content %4 px, viewport %5 px; %6")
                                    .arg(language)
                                    .arg(i)
                                    .arg(tabs->tabText(i))
                                    .arg(scroll->widget()->minimumSizeHint().width())
                                    .arg(scroll->viewport()->width())
                                    .arg(widest(scroll->widget()))));
        }
        // The result buttons stay inside the Solvers tab, however they wrap.
        auto* solvers = m_window->findChild<SolverPanel*>();
        QVERIFY(solvers);
        for (const char* name : {"solverLoad", "solverSave", "solverCertificate"}) {
            auto* button = solvers->findChild<QPushButton*>(QLatin1String(name));
            QVERIFY(button);
            QVERIFY2(button->geometry().right() < solvers->width(), name);
        }
    }

    // Mouse and Token at the default 1100 × 720: the side panels scroll only vertically and every combo box
    // shows its items whole (the colour scale and search method were cut to "Green → yell"),
    // in English and every translation.
    void mouseAndTokenSidePanelsFit_data() { languages(); }
    void mouseAndTokenSidePanelsFit()
    {
        QFETCH(QString, language);
        QVERIFY(m_window->selectMode(QStringLiteral("mouse")));
        QWidget* mousePage = m_window->modes()->currentWidget();
        m_window->setLanguage(language);
        if (language != QLatin1String("en"))
            QTRY_VERIFY(mousePage->windowTitle() != QLatin1String("Mouse"));
        m_window->resize(1100, 720);
        for (const char* mode : {"mouse", "token"}) {
            QVERIFY(m_window->selectMode(QLatin1String(mode)));
            QWidget* page = m_window->modes()->currentWidget();
            auto* scroll = page->findChild<QScrollArea*>(QStringLiteral("sidePanelScroll"));
            QVERIFY(scroll);
            QTest::qWait(50);
            QCoreApplication::processEvents();
            QCOMPARE(m_window->width(), 1100);
            // The player bar wraps its speed and counter under the timeline rather than
            // squeezing the Mazes dock (it had 120 px in German, names cut after 9 letters).
            auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("mazeListDock"));
            QVERIFY(dock);
            QVERIFY2(dock->width() >= 220, qPrintable(QStringLiteral("%1: Mazes dock %2 px")
                                                          .arg(QLatin1String(mode))
                                                          .arg(dock->width())));
            QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("%1: content %2 px, viewport %3 px")
                                    .arg(QLatin1String(mode))
                                    .arg(scroll->widget()->minimumSizeHint().width())
                                    .arg(scroll->viewport()->width())));
            for (QComboBox* combo : scroll->widget()->findChildren<QComboBox*>()) {
                if (!combo->isVisibleTo(scroll->widget()))
                    continue;
                QStyleOptionComboBox option;
                option.initFrom(combo);
                const int field = combo->style()
                                      ->subControlRect(QStyle::CC_ComboBox, &option,
                                                       QStyle::SC_ComboBoxEditField, combo)
                                      .width();
                for (int i = 0; i < combo->count(); ++i) {
                    const QString text = combo->itemText(i);
                    QVERIFY2(combo->fontMetrics().horizontalAdvance(text) <= field,
                             qPrintable(QStringLiteral("%1: \"%2\" in %3 px")
                                            .arg(combo->objectName(), text)
                                            .arg(field)));
                }
            }
        }
        m_window->setLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestSimasoLayout)
#include "tst_simasolayout.moc"
