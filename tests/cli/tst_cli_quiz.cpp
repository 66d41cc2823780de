// mazelab-cli quiz end to end: the worksheet (numbered questions with their boards, the answer
// key with --answers), JSON whose answers are the core's for the same settings, the kinds and
// level filters, and refusals (exit 2) of bad counts, levels, kinds and seeds.
#include <QJsonArray>
#include <QJsonObject>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include "clitest.h"
#include "core/quiz/quiz.h"

using clitest::json;
using clitest::Run;
using namespace mazelab;

class TestCliQuiz : public clitest::CliFixture {
    Q_OBJECT
public:
    TestCliQuiz() : CliFixture(QStringLiteral("quiz"), 60000) {}

private slots:
    void worksheet()
    {
        const Run r = cli({QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--count"),
                           QStringLiteral("7"), QStringLiteral("--answers")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("MazeLab quiz 5 (medium), 7 questions")), qPrintable(r.out));
        quiz::QuizOptions options;
        options.seed = 5;
        options.count = 7;
        const std::vector<quiz::Question> expected = quiz::makeQuiz(options);
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const QString n = QString::number(i + 1);
            QVERIFY(r.out.contains(n + ". " + QString::fromStdString(quiz::promptText(expected[i]))));
            QVERIFY(r.out.contains(QString::fromStdString(quiz::boardText(expected[i]))));
            QVERIFY(r.out.contains(n + ". " + QString::fromStdString(quiz::answerText(expected[i])) + "\n"));
        }
        QVERIFY(r.out.contains(QStringLiteral("\nAnswers\n")));
        const Run noKey = cli({QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--count"), QStringLiteral("7")});
        QCOMPARE(noKey.code, 0);
        QVERIFY(!noKey.out.contains(QStringLiteral("Answers")));
    }

    void jsonMatchesCore()
    {
        const Run r = cli({QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--count"),
                           QStringLiteral("4"), QStringLiteral("--level"), QStringLiteral("hard"),
                           QStringLiteral("--kinds"), QStringLiteral("shortest-path,token-after"),
                           QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("level")].toString(), QStringLiteral("hard"));
        const QJsonArray questions = o[QStringLiteral("questions")].toArray();
        QCOMPARE(questions.size(), 4);
        quiz::QuizOptions options;
        options.seed = 9;
        options.count = 4;
        options.level = quiz::Level::Hard;
        options.kinds = {quiz::Kind::ShortestPath, quiz::Kind::TokenAfter};
        const std::vector<quiz::Question> expected = quiz::makeQuiz(options);
        for (int i = 0; i < 4; ++i) {
            const QJsonObject q = questions[i].toObject();
            const quiz::Question& e = expected[std::size_t(i)];
            QCOMPARE(q[QStringLiteral("kind")].toString(), QString::fromStdString(quiz::kindName(e.kind)));
            if (e.kind == quiz::Kind::ShortestPath) {
                QCOMPARE(q[QStringLiteral("answer")].toInt(), e.number);
            } else {
                QCOMPARE(e.kind, quiz::Kind::TokenAfter);
                QCOMPARE(q[QStringLiteral("answer")].toArray(), (QJsonArray{e.cell.row, e.cell.col}));
            }
        }
    }

    // --pdf: a PDF of several pages (the questions, then the answer key); a folder that does not
    // exist is refused before anything is printed.
    void pdfWorksheet()
    {
        const QString path = m_dir.filePath(QStringLiteral("quiz.pdf"));
        const Run r = cli({QStringLiteral("--count"), QStringLiteral("7"), QStringLiteral("--pdf"), path});
        QCOMPARE(r.code, 0);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray pdf = f.readAll();
        QVERIFY(pdf.startsWith("%PDF-"));
        const qsizetype pages = QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?!s)")));
        QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
        const Run bad = cli({QStringLiteral("--pdf"), m_dir.filePath(QStringLiteral("no/such/folder/q.pdf"))});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.out.isEmpty());
    }

    // --project: the quiz a project keeps (the Quiz tab's New quiz, saved) is the worksheet's;
    // options given beside it override its fields; a project without a quiz, or with a field
    // that cannot be read as written, is refused rather than printing another quiz.
    void fromProject()
    {
        const QByteArray mazes = "\"mazes\": [ { \"name\": \"a\", \"rows\": 1, \"cols\": 2, "
                                 "\"cells\": [\"..\"], \"start\": [0, 0], \"goal\": [0, 1] } ]";
        const QString project = write(
            QStringLiteral("class.mazelab"),
            "{ \"format\": \"mazelab-project\", \"version\": 1, " + mazes
                + ", \"views\": { \"quiz\": { \"number\": 42, \"level\": \"hard\", "
                  "\"questions\": 3, \"topics\": [\"perfect\", \"token-after\"] } } }");
        const Run fromFile = cli({QStringLiteral("--project"), project, QStringLiteral("--json")});
        QVERIFY2(fromFile.code == 0, qPrintable(fromFile.err));
        const Run given = cli({QStringLiteral("--seed"), QStringLiteral("42"), QStringLiteral("--level"),
                               QStringLiteral("hard"), QStringLiteral("--count"), QStringLiteral("3"),
                               QStringLiteral("--kinds"), QStringLiteral("token-after,perfect"),
                               QStringLiteral("--json")});
        QCOMPARE(given.code, 0);
        QCOMPARE(fromFile.out, given.out);
        QCOMPARE(json(fromFile).value(QStringLiteral("questions")).toArray().size(), 3);
        // An option beside it wins over the project's field.
        const Run more = cli({QStringLiteral("--project"), project, QStringLiteral("--count"),
                              QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(more.code, 0);
        const QJsonObject o = json(more);
        QCOMPARE(o.value(QStringLiteral("seed")).toString(), QStringLiteral("42"));
        QCOMPARE(o.value(QStringLiteral("level")).toString(), QStringLiteral("hard"));
        QCOMPARE(o.value(QStringLiteral("questions")).toArray().size(), 5);

        const QString none = write(QStringLiteral("none.mazelab"),
                                   "{ \"format\": \"mazelab-project\", \"version\": 1, " + mazes + " }");
        Run r = cli({QStringLiteral("--project"), none});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("keeps no quiz")), qPrintable(r.err));
        const QString bad = write(QStringLiteral("bad.mazelab"),
                                  "{ \"format\": \"mazelab-project\", \"version\": 1, " + mazes
                                      + ", \"views\": { \"quiz\": { \"level\": \"expert\" } } }");
        r = cli({QStringLiteral("--project"), bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("views.quiz: level not read as written")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        const QString broken = write(QStringLiteral("broken.mazelab"), "{ \"format\": \n ]");
        r = cli({QStringLiteral("--project"), broken});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(broken + QStringLiteral(":2:")), qPrintable(r.err));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("count 0") << QStringList{QStringLiteral("--count"), QStringLiteral("0")};
        QTest::newRow("count 101") << QStringList{QStringLiteral("--count"), QStringLiteral("101")};
        QTest::newRow("level") << QStringList{QStringLiteral("--level"), QStringLiteral("expert")};
        QTest::newRow("kind") << QStringList{QStringLiteral("--kinds"), QStringLiteral("perfect,maze")};
        QTest::newRow("seed") << QStringList{QStringLiteral("--seed"), QStringLiteral("-3")};
        QTest::newRow("file") << QStringList{QStringLiteral("x.maze")};
    }

    void refusals()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("mazelab-cli quiz: ")), qPrintable(r.err));
    }
};

QTEST_MAIN(TestCliQuiz)
#include "tst_cli_quiz.moc"
