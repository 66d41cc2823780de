#pragma once
// The Generate mode's test fixture (tst_generatemode, tst_generatepanels): a main window on the
// demo, in the Generate mode after its first generation, and helpers that drive the side
// panel's real widgets.
#include "uitesthelpers.h"

#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "core/gen/thesistables.h"
#include "ui/animation/animation.h"
#include "ui/export/animationexportdialog.h"
#include "ui/gen/distributionpanel.h"
#include "ui/gen/generateform.h"
#include "ui/gen/generatepage.h"
#include "ui/gen/generatortexts.h"
#include "ui/gen/genmetricspanel.h"
#include "ui/gen/speedpanel.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/player/playbackcontroller.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QImageReader>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QToolBox>
#include <QTemporaryDir>
#include <QTimer>

namespace mazelab::test {

// No Q_OBJECT: the test classes deriving from it carry the slots.
class GenerateFixture : public QObject {
protected:
    std::unique_ptr<MainWindow> m_window;
    GeneratePage* m_page = nullptr;

    MazeDocument* doc() { return m_window->document(); }
    GenerateForm* form() { return m_page->form(); }
    // `ms` is generous: a loaded 2-core CI runner runs two test programs at once.
    bool waitJob(int ms = 60000)
    {
        return QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, ms);
    }
    void choose(const char* algorithm)
    {
        QComboBox* box = form()->algorithmBox();
        const int index = box->findData(QString::fromLatin1(algorithm));
        QVERIFY(index >= 0);
        box->setCurrentIndex(index);
    }
    void setRequest(const char* algorithm, int rows, int cols, int seed)
    {
        choose(algorithm);
        form()->rowsSpin()->setValue(rows);
        form()->colsSpin()->setValue(cols);
        form()->seedSpin()->setValue(seed);
    }
    void clickGenerate()
    {
        QTest::mouseClick(form()->generateButton(), Qt::LeftButton);
        QVERIFY(waitJob());
    }
    // A check box is hit on its indicator and text, not on the blank rest of its row.
    static void clickCheck(QCheckBox* box)
    {
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    }
    QImage viewImage()
    {
        QApplication::processEvents();
        return m_page->view()->viewport()->grab().toImage();
    }
    // Answers File > Export animation…'s dialog.
    void exportThroughMenu(const QString& path, int cellPx)
    {
        QTimer::singleShot(0, this, [=] {
            auto* dialog = qobject_cast<AnimationExportDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->pathEdit()->setText(path);
            dialog->cellSpin()->setValue(cellPx);
            dialog->strideSpin()->setValue(5);
            dialog->captionCheck()->setChecked(false);
            QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        });
        QVERIFY(m_window->actions()->exportAnimation->isEnabled());
        m_window->actions()->exportAnimation->trigger();
    }

    void setUp()
    {
        test::isolateSettings();
        QSettings().remove(QStringLiteral("comparison")); // the comparison's defaults
        m_window = std::make_unique<MainWindow>(false);
        m_window->files()->openDemo();
        m_window->resize(1100, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectMode(QStringLiteral("generate")));
        m_page = qobject_cast<GeneratePage*>(m_window->modes()->currentWidget());
        QVERIFY(m_page);
        QCOMPARE(m_page->objectName(), QStringLiteral("generatePage"));
        QVERIFY(waitJob()); // the first show generates the settings' maze
        QVERIFY(m_page->result());
    }
    void tearDown() { m_window.reset(); }
};

} // namespace mazelab::test
