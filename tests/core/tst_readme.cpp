// The README is the user's manual (over 5,000 lines): its Contents list must name every section
// and subsection in order, and every link must lead somewhere — an in-page link to a heading
// (GitHub's anchor: lower case, punctuation dropped, spaces to hyphens, "-1", "-2" … for
// repeats) or an explicit <a id>, a relative link to a file of the source tree.
// The checker is run on broken texts first, so each of its checks is seen to fail.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <functional>

namespace {

// GitHub's heading anchor (without the repeat suffix).
QString slug(const QString& heading)
{
    QString out;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c == QLatin1Char(' '))
            out += QLatin1Char('-');
        else if (c.isLetterOrNumber() || c.isMark() || c == QLatin1Char('-')
                 || c == QLatin1Char('_'))
            out += c;
    }
    return out;
}

struct Heading {
    int level = 0;
    QString text;
    QString anchor;
};

// Every problem found, one line each ("line 12: no anchor #x"); empty when the text is sound.
QStringList checkReadme(const QString& text, const std::function<bool(const QString&)>& exists)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    static const QRegularExpression headingRe(QStringLiteral("^(#{1,6}) (.*)$"));
    static const QRegularExpression anchorRe(QStringLiteral("<a id=\"([^\"]+)\""));
    static const QRegularExpression codeRe(QStringLiteral("(`+)(.+?)\\1"));
    static const QRegularExpression linkRe(QStringLiteral("\\]\\(([^)\\s]+)\\)"));
    static const QRegularExpression tocRe(QStringLiteral("^( *)- \\[(.*)\\]\\(#([^)]+)\\)$"));

    // Pass 1: the anchors.
    QList<Heading> headings;
    QSet<QString> anchors;
    QHash<QString, int> repeats;
    bool fenced = false;
    for (const QString& line : lines) {
        if (line.startsWith(QLatin1String("```"))) {
            fenced = !fenced;
            continue;
        }
        if (fenced)
            continue;
        if (const auto m = headingRe.match(line); m.hasMatch()) {
            const QString base = slug(m.captured(2));
            const int n = repeats.value(base, 0);
            repeats[base] = n + 1;
            const QString anchor = n == 0 ? base : base + QLatin1Char('-') + QString::number(n);
            headings.push_back({int(m.captured(1).size()), m.captured(2).trimmed(), anchor});
            anchors.insert(anchor);
        }
        for (auto it = anchorRe.globalMatch(line); it.hasNext();)
            anchors.insert(it.next().captured(1));
    }

    // Pass 2: the links (outside code), and the Contents list.
    QStringList problems;
    QList<Heading> toc;
    bool inToc = false;
    fenced = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        const QString where = QStringLiteral("line %1: ").arg(i + 1);
        if (line.startsWith(QLatin1String("```"))) {
            fenced = !fenced;
            continue;
        }
        if (fenced)
            continue;
        if (line.startsWith(QLatin1String("## ")))
            inToc = line == QLatin1String("## Contents");
        else if (inToc) {
            if (const auto m = tocRe.match(line); m.hasMatch())
                toc.push_back({m.captured(1).size() == 0 ? 2 : 3, m.captured(2), m.captured(3)});
        }
        QString prose = line;
        prose.replace(codeRe, QStringLiteral("``"));
        for (auto it = linkRe.globalMatch(prose); it.hasNext();) {
            const QString target = it.next().captured(1);
            if (target.startsWith(QLatin1Char('#'))) {
                if (!anchors.contains(target.mid(1)))
                    problems << where + QStringLiteral("no heading or anchor for ") + target;
            } else if (!target.contains(QLatin1String("://"))
                       && !target.startsWith(QLatin1String("mailto:"))) {
                const QString file = target.section(QLatin1Char('#'), 0, 0);
                if (!exists(file))
                    problems << where + QStringLiteral("no file ") + file;
            }
        }
    }

    // The Contents list: every level-2 and level-3 heading but itself, in order. Only the first
    // difference is reported (the entries after it are shifted).
    QList<Heading> expected;
    for (const Heading& h : headings)
        if ((h.level == 2 || h.level == 3) && h.text != QLatin1String("Contents"))
            expected.push_back(h);
    if (toc.isEmpty())
        problems << QStringLiteral("no Contents list");
    for (qsizetype k = 0; k < std::max(toc.size(), expected.size()); ++k) {
        if (k >= toc.size()) {
            problems << QStringLiteral("Contents: missing \"%1\"").arg(expected[k].text);
            break;
        }
        if (k >= expected.size()) {
            problems << QStringLiteral("Contents: extra \"%1\"").arg(toc[k].text);
            break;
        }
        if (toc[k].anchor != expected[k].anchor || toc[k].level != expected[k].level) {
            problems << QStringLiteral("Contents: entry %1 is \"%2\" (#%3, level %4), the "
                                       "heading is \"%5\" (#%6, level %7)")
                            .arg(k + 1)
                            .arg(toc[k].text, toc[k].anchor)
                            .arg(toc[k].level)
                            .arg(expected[k].text, expected[k].anchor)
                            .arg(expected[k].level);
            break;
        }
    }
    return problems;
}

const char* const kSound = "# Title\n"
                           "## Contents\n"
                           "- [Start](#start)\n"
                           "- [σ(4,4) ≤ 29 (`sigma`)](#σ44--29-sigma)\n"
                           "  - [Notes](#notes)\n"
                           "## Start\n"
                           "See [notes](#notes), [the bound](#bound), [a file](data/a.txt) and\n"
                           "`[&](Control& c)` in code, [web](https://example.org/x).\n"
                           "## σ(4,4) ≤ 29 (`sigma`)\n"
                           "<a id=\"bound\"></a>The bound.\n"
                           "### Notes\n"
                           "```\n"
                           "## not a heading\n"
                           "```\n"
                           "#### Notes\n"
                           "Repeated: [second notes](#notes-1).\n";

} // namespace

class TestReadme : public QObject {
    Q_OBJECT

    static bool fakeExists(const QString& path) { return path == QLatin1String("data/a.txt"); }

private slots:
    void slugsAreGitHubs()
    {
        QCOMPARE(slug(QStringLiteral("Upper bounds for 5×5 and 6×6 (`seq improve`, `seq "
                                     "verify-all`)")),
                 QStringLiteral("upper-bounds-for-55-and-66-seq-improve-seq-verify-all"));
        QCOMPARE(slug(QStringLiteral("Exporting animations (GIF / PNG frames)")),
                 QStringLiteral("exporting-animations-gif--png-frames"));
        QCOMPARE(slug(QStringLiteral("Cell-type distributions beside the thesis' Tables "
                                     "4.3–4.12")),
                 QStringLiteral("cell-type-distributions-beside-the-thesis-tables-43412"));
    }

    void soundTextPasses()
    {
        const QStringList problems = checkReadme(QString::fromUtf8(kSound), fakeExists);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void eachBreakageIsFound_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("problem");
        QTest::newRow("dangling anchor") << "[notes](#notes)," << "[notes](#nots),"
                                         << "line 7: no heading or anchor for #nots";
        QTest::newRow("fenced heading") << "(#notes-1)" << "(#not-a-heading)"
                                           << "line 16: no heading or anchor for #not-a-heading";
        QTest::newRow("missing file") << "(data/a.txt)" << "(data/b.txt)"
                                      << "line 7: no file data/b.txt";
        QTest::newRow("file with fragment") << "(data/a.txt)" << "(data/b.txt#top)"
                                            << "line 7: no file data/b.txt";
        QTest::newRow("entry missing") << "  - [Notes](#notes)\n" << ""
                                       << "Contents: missing \"Notes\"";
        QTest::newRow("entry extra") << "  - [Notes](#notes)\n"
                                     << "  - [Notes](#notes)\n- [More](#start)\n"
                                     << "Contents: extra \"More\"";
        QTest::newRow("wrong level") << "  - [Notes](#notes)" << "- [Notes](#notes)"
                                     << "Contents: entry 3 is \"Notes\" (#notes, level 2), the "
                                        "heading is \"Notes\" (#notes, level 3)";
        QTest::newRow("no contents") << "## Contents\n" << "## Contains\n"
                                     << "no Contents list";
    }

    void eachBreakageIsFound()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, problem);
        QString text = QString::fromUtf8(kSound);
        QVERIFY(text.contains(from));
        text.replace(text.indexOf(from), from.size(), to);
        const QStringList problems = checkReadme(text, fakeExists);
        QVERIFY2(problems.contains(problem), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void theReadmeIsSound()
    {
        const QDir root(QStringLiteral(MAZELAB_TEST_DATA "/../.."));
        QFile file(root.filePath(QStringLiteral("README.md")));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.size() > 100000);
        const QStringList problems = checkReadme(text, [&root](const QString& path) {
            return QFileInfo::exists(root.filePath(path));
        });
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestReadme)
#include "tst_readme.moc"
