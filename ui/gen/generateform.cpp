#include "ui/gen/generateform.h"

#include "ui/gen/generatortexts.h"
#include "ui/gen/genparamsform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <climits>

namespace mazelab {

namespace {
QSpinBox* sideSpin(QWidget* parent, const QString& name)
{
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(1, kMaxGenerateSide);
    spin->setValue(20);
    spin->setAccelerated(true);
    return spin;
}

template<class W>
W* named(W* w, const char* name)
{
    w->setObjectName(QLatin1String(name));
    return w;
}
} // namespace

GenerateForm::GenerateForm(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildRequestBox());
    m_showBox = new QGroupBox(this);
    m_instant = named(new QCheckBox(m_showBox), "genInstant");
    m_distances = named(new QCheckBox(m_showBox), "genDistances");
    m_longest = named(new QCheckBox(m_showBox), "genLongestPath");
    auto* show = new QVBoxLayout(m_showBox);
    for (QCheckBox* c : {m_instant, m_distances, m_longest})
        show->addWidget(c);
    layout->addWidget(m_showBox);
    layout->addWidget(buildButtons());
    layout->addStretch(1);

    for (QSpinBox* s : {m_rows, m_cols, m_seed})
        connect(s, &QSpinBox::valueChanged, this, &GenerateForm::settingsChanged);
    connect(m_braid, &QDoubleSpinBox::valueChanged, this, &GenerateForm::settingsChanged);
    connect(m_placement, &QComboBox::currentIndexChanged, this, &GenerateForm::settingsChanged);
    connect(m_instant, &QCheckBox::toggled, this, &GenerateForm::settingsChanged);
    for (QCheckBox* c : {m_distances, m_longest})
        connect(c, &QCheckBox::toggled, this, [this] {
            emit overlaysChanged();
            emit settingsChanged();
        });
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &GenerateForm::algorithmChanged);
    connect(m_params, &GenParamsForm::changed, this, [this] {
        const QString algorithm = m_algorithm->currentData().toString();
        for (auto it = m_paramValues.begin(); it != m_paramValues.end();)
            it = it.key().startsWith(algorithm + QLatin1Char('/')) ? m_paramValues.erase(it)
                                                                   : std::next(it);
        for (const auto& [name, value] : m_params->values())
            m_paramValues[algorithm + QLatin1Char('/') + QString::fromStdString(name)]
                = QString::fromStdString(value);
        emit settingsChanged();
    });
    connect(m_mask, &QComboBox::activated, this, &GenerateForm::maskChosen);
    connect(m_newSeed, &QToolButton::clicked, this, [this] {
        m_seed->setValue(int(QRandomGenerator::global()->bounded(1, INT_MAX)));
    });
    connect(m_generate, &QPushButton::clicked, this, &GenerateForm::generateRequested);
    connect(m_cancel, &QPushButton::clicked, this, &GenerateForm::cancelRequested);
    connect(m_add, &QPushButton::clicked, this, &GenerateForm::addRequested);
    connect(m_replace, &QPushButton::clicked, this, &GenerateForm::replaceRequested);
    retranslateUi();
    algorithmChanged();
}

QWidget* GenerateForm::buildRequestBox()
{
    m_requestBox = new QGroupBox(this);
    m_algorithm = named(new QComboBox(m_requestBox), "genAlgorithm");
    for (const gen::GeneratorInfo& info : gen::generatorList())
        m_algorithm->addItem(QString::fromStdString(info.name), QString::fromStdString(info.name));
    m_rows = sideSpin(m_requestBox, QStringLiteral("genRows"));
    m_cols = sideSpin(m_requestBox, QStringLiteral("genCols"));
    auto* size = new QHBoxLayout;
    size->addWidget(m_rows, 1);
    size->addWidget(new QLabel(QStringLiteral("×"), m_requestBox));
    size->addWidget(m_cols, 1);
    m_seed = named(new QSpinBox(m_requestBox), "genSeed");
    m_seed->setRange(0, INT_MAX);
    m_seed->setValue(1);
    m_newSeed = named(new QToolButton(m_requestBox), "genNewSeed");
    auto* seed = new QHBoxLayout;
    seed->addWidget(m_seed, 1);
    seed->addWidget(m_newSeed);
    m_braid = named(new QDoubleSpinBox(m_requestBox), "genBraid");
    m_braid->setRange(0, 1);
    m_braid->setSingleStep(0.05);
    m_mask = named(new QComboBox(m_requestBox), "genMask");
    m_maskFile = named(new QLabel(m_requestBox), "genMaskFile");
    m_maskFile->setWordWrap(true);
    m_placement = named(new QComboBox(m_requestBox), "genPlacement");
    for (QComboBox* box : {m_algorithm, m_mask, m_placement}) { // narrow: the panel may shrink
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    m_form = new QFormLayout(m_requestBox);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows); // labels above fields when narrow
    m_form->addRow(new QLabel(m_requestBox), m_algorithm);
    m_form->addRow(new QLabel(m_requestBox), size);
    m_form->addRow(new QLabel(m_requestBox), seed);
    m_params = new GenParamsForm(m_form, m_form->rowCount(), m_requestBox); // rows 3 …
    m_form->addRow(new QLabel(m_requestBox), m_braid);
    m_form->addRow(new QLabel(m_requestBox), m_mask);
    m_form->addRow(m_maskFile);
    m_form->addRow(new QLabel(m_requestBox), m_placement);
    return m_requestBox;
}

QWidget* GenerateForm::buildButtons()
{
    auto* box = new QWidget(this);
    m_generate = named(new QPushButton(box), "genGenerate");
    m_generate->setDefault(true);
    m_cancel = named(new QPushButton(box), "genCancel");
    m_add = named(new QPushButton(box), "genAdd");
    m_replace = named(new QPushButton(box), "genReplace");
    m_message = named(new QLabel(box), "genMessage");
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_generate, 0, 0);
    grid->addWidget(m_cancel, 0, 1);
    grid->addWidget(m_add, 1, 0, 1, 2);
    grid->addWidget(m_replace, 2, 0, 1, 2);
    // m_message is not laid out here: the page shows it under the whole side panel, so the
    // result line is never the part of this tall form that scrolls out of sight (German
    // labels wrap the form to more lines than fit at the default window size).
    return box;
}

void GenerateForm::retranslateUi()
{
    m_requestBox->setTitle(tr("Maze"));
    m_showBox->setTitle(tr("Show"));
    auto label = [this](QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(m_form->labelForField(field)))
            l->setText(text);
    };
    label(m_algorithm, tr("Algorithm:"));
    auto rowLabel = [this](int row, const QString& text) { // rows whose field is a layout
        if (auto* item = m_form->itemAt(row, QFormLayout::LabelRole))
            if (auto* l = qobject_cast<QLabel*>(item->widget()))
                l->setText(text);
    };
    rowLabel(1, tr("Size:"));
    rowLabel(2, tr("Seed:"));
    label(m_braid, tr("Braid:"));
    label(m_mask, tr("Mask:"));
    label(m_placement, tr("Start, goal:"));
    m_rows->setToolTip(tr("Rows of passage cells (the block maze has 2 × rows + 1)"));
    m_cols->setToolTip(tr("Columns of passage cells"));
    m_seed->setToolTip(tr("The same seed gives the same maze on every computer"));
    m_newSeed->setText(tr("New"));
    m_newSeed->setToolTip(tr("A new random seed"));
    m_braid->setToolTip(
        tr("Share of the dead ends opened afterwards, adding loops (Buck, ch. 9)"));
    const int mask = m_mask->count() ? m_mask->currentIndex() : 0;
    m_mask->clear();
    m_mask->addItems({tr("None"), tr("Free cells of the current maze"), tr("PNG file…")});
    m_mask->setCurrentIndex(mask);
    const int placement = m_placement->count() ? m_placement->currentIndex() : 0;
    const QSignalBlocker quiet(m_placement); // a language switch changes no setting
    m_placement->clear();
    m_placement->addItems({tr("Corners"), tr("Farthest pair")});
    m_placement->setCurrentIndex(placement);
    m_placement->setToolTip(tr("Farthest pair: start and goal on the two ends of the longest "
                               "path"));
    for (int i = 0; i < m_algorithm->count(); ++i) {
        const auto* info = gen::findGenerator(m_algorithm->itemData(i).toString().toStdString());
        m_algorithm->setItemData(i, info ? generatorText(info->summary) : QString(),
                                 Qt::ToolTipRole);
    }
    if (const auto* info
        = gen::findGenerator(m_algorithm->currentData().toString().toStdString()))
        m_algorithm->setToolTip(generatorText(info->summary));
    m_params->retranslate();
    m_instant->setText(tr("Instant (no animation)"));
    m_instant->setToolTip(tr("Show the finished maze at once instead of playing the carving"));
    m_distances->setText(tr("Distances from the start"));
    m_distances->setToolTip(tr("Colour every cell by its distance from the start, light near, "
                               "dark far (Buck, ch. 3)"));
    m_longest->setText(tr("Longest path"));
    m_longest->setToolTip(tr("The longest path of the maze, found by two breadth-first "
                             "searches (exact on perfect mazes)"));
    m_generate->setText(tr("Generate"));
    m_cancel->setText(tr("Cancel"));
    m_add->setText(tr("Add to workspace"));
    m_add->setToolTip(tr("Add the generated maze to the workspace (undoable)"));
    m_replace->setText(tr("Replace current maze"));
    m_replace->setToolTip(tr("Replace the workspace's current maze by the generated one "
                             "(undoable)"));
    updateEnabled();
}

void GenerateForm::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void GenerateForm::algorithmChanged()
{
    const QString algorithm = m_algorithm->currentData().toString();
    const gen::GeneratorInfo* info = gen::findGenerator(algorithm.toStdString());
    if (!info)
        return;
    GenerateSettings s;
    s.params = m_paramValues;
    m_params->setGenerator(*info, s.paramsOf(algorithm));
    m_algorithm->setToolTip(generatorText(info->summary));
    updateEnabled();
    if (!m_loading)
        emit settingsChanged();
}

void GenerateForm::updateEnabled()
{
    const gen::GeneratorInfo* info
        = gen::findGenerator(m_algorithm->currentData().toString().toStdString());
    const bool passage = info && info->passage;
    const bool masks = info && info->masks;
    m_braid->setEnabled(passage);
    m_placement->setEnabled(passage);
    m_mask->setEnabled(masks);
    m_mask->setToolTip(masks ? tr("Generate inside a shape: the free cells of the workspace's "
                                  "current maze, or the light pixels of a PNG, scaled to rows × "
                                  "columns")
                             : tr("This generator cannot generate inside a mask"));
    m_maskFile->setVisible(masks && m_mask->currentIndex() == int(MaskSource::Image));
    m_maskFile->setText(m_maskPath.isEmpty() ? tr("(no file chosen)")
                                             : QFileInfo(m_maskPath).fileName());
    m_generate->setEnabled(!m_running);
    m_cancel->setEnabled(m_running);
    m_add->setEnabled(m_haveResult && !m_running);
    m_replace->setEnabled(m_haveResult && !m_running);
}

void GenerateForm::maskChosen()
{
    if (m_mask->currentIndex() == int(MaskSource::Image)) {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Mask image"), QFileInfo(m_maskPath).absolutePath(),
            tr("Images (*.png *.bmp *.gif *.jpg)"));
        if (!path.isEmpty())
            m_maskPath = path;
        else if (m_maskPath.isEmpty())
            m_mask->setCurrentIndex(int(MaskSource::None));
    }
    updateEnabled();
    emit settingsChanged();
}

void GenerateForm::setMaskPath(const QString& path)
{
    m_maskPath = path;
    m_mask->setCurrentIndex(int(MaskSource::Image));
    updateEnabled();
    emit settingsChanged();
}

GenerateSettings GenerateForm::settings() const
{
    GenerateSettings s;
    s.algorithm = m_algorithm->currentData().toString();
    s.rows = m_rows->value();
    s.cols = m_cols->value();
    s.seed = quint64(m_seed->value());
    s.params = m_paramValues;
    s.braid = m_braid->value();
    s.mask = MaskSource(m_mask->currentIndex());
    s.maskPath = m_maskPath;
    s.placement = StartGoalPlacement(m_placement->currentIndex());
    s.instant = m_instant->isChecked();
    s.distances = m_distances->isChecked();
    s.longestPath = m_longest->isChecked();
    return s;
}

void GenerateForm::setSettings(const GenerateSettings& s)
{
    m_loading = true;
    const QSignalBlocker b1(m_rows), b2(m_cols), b3(m_seed), b4(m_braid), b5(m_mask),
        b6(m_placement), b7(m_instant), b8(m_distances), b9(m_longest);
    m_paramValues = s.params;
    m_rows->setValue(s.rows);
    m_cols->setValue(s.cols);
    m_seed->setValue(int(std::min<quint64>(s.seed, INT_MAX)));
    m_braid->setValue(s.braid);
    m_mask->setCurrentIndex(int(s.mask));
    m_maskPath = s.maskPath;
    m_placement->setCurrentIndex(int(s.placement));
    m_instant->setChecked(s.instant);
    m_distances->setChecked(s.distances);
    m_longest->setChecked(s.longestPath);
    {
        const QSignalBlocker b(m_algorithm);
        m_algorithm->setCurrentIndex(std::max(0, m_algorithm->findData(s.algorithm)));
    }
    algorithmChanged();
    m_loading = false;
}

void GenerateForm::setMessage(const QString& text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #b42318;") : QString());
}

QString GenerateForm::message() const
{
    return m_message->text();
}

void GenerateForm::setRunning(bool running)
{
    m_running = running;
    updateEnabled();
}

void GenerateForm::setHaveResult(bool have)
{
    m_haveResult = have;
    updateEnabled();
}

} // namespace mazelab
