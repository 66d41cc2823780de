#include "ui/export/animationexportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>
#include <climits>

namespace mazelab {

namespace {
constexpr int kGif = 0, kPng = 1; // formatCombo() rows

int spinValue(qint64 v) { return int(std::clamp<qint64>(v, 0, INT_MAX)); }
} // namespace

AnimationExportDialog::AnimationExportDialog(qint64 length, const QString& suggestedPath,
                                             QWidget* parent)
    : QDialog(parent), m_length(std::max<qint64>(0, length))
{
    setWindowTitle(tr("Export animation"));
    m_path = new QLineEdit(suggestedPath, this);
    m_browse = new QPushButton(tr("Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);

    m_format = new QComboBox(this);
    m_format->addItem(tr("Animated GIF"));
    m_format->addItem(tr("PNG frames (a folder of numbered images)"));

    const int top = spinValue(m_length);
    m_from = new QSpinBox(this);
    m_from->setRange(0, top);
    m_to = new QSpinBox(this);
    m_to->setRange(0, top);
    m_to->setValue(top);
    auto* rangeRow = new QHBoxLayout;
    rangeRow->addWidget(m_from, 1);
    rangeRow->addWidget(new QLabel(tr("to"), this));
    rangeRow->addWidget(m_to, 1);
    m_stride = new QSpinBox(this);
    m_stride->setRange(1, std::max(1, top));

    m_fps = new QDoubleSpinBox(this);
    m_fps->setRange(0.1, 100.0);
    m_fps->setDecimals(1);
    m_fps->setValue(10.0);
    m_fps->setSuffix(tr(" frames/s"));
    m_hold = new QDoubleSpinBox(this);
    m_hold->setRange(0.0, 60.0);
    m_hold->setDecimals(1);
    m_hold->setSingleStep(0.5);
    m_hold->setValue(1.5);
    m_hold->setSuffix(tr(" s"));
    m_cell = new QSpinBox(this);
    m_cell->setRange(2, 128);
    m_cell->setValue(16);
    m_cell->setSuffix(tr(" px"));
    m_once = new QCheckBox(tr("Play once (do not loop)"), this);
    m_caption = new QCheckBox(tr("Caption under each frame"), this);
    m_caption->setChecked(true);
    m_hint = new QLabel(this);

    auto* form = new QFormLayout;
    form->addRow(tr("Save to:"), pathRow);
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Steps from:"), rangeRow);
    form->addRow(tr("Steps per frame:"), m_stride);
    form->addRow(tr("Speed:"), m_fps);
    form->addRow(tr("Hold last frame:"), m_hold);
    form->addRow(tr("Cell size:"), m_cell);
    form->addRow(QString(), m_once);
    form->addRow(QString(), m_caption);
    form->addRow(QString(), m_hint);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Export"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_browse, &QPushButton::clicked, this, &AnimationExportDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this,
            &AnimationExportDialog::formatChanged);
    // Keep from <= to by moving the other end.
    connect(m_from, &QSpinBox::valueChanged, this, [this](int from) {
        if (from > m_to->value())
            m_to->setValue(from);
        updateHint();
    });
    connect(m_to, &QSpinBox::valueChanged, this, [this](int to) {
        if (to < m_from->value())
            m_from->setValue(to);
        updateHint();
    });
    connect(m_stride, &QSpinBox::valueChanged, this, &AnimationExportDialog::updateHint);
    connect(m_fps, &QDoubleSpinBox::valueChanged, this, &AnimationExportDialog::updateHint);
    connect(m_hold, &QDoubleSpinBox::valueChanged, this, &AnimationExportDialog::updateHint);
    connect(m_path, &QLineEdit::textChanged, this, &AnimationExportDialog::updateHint);
    updateHint();
}

void AnimationExportDialog::setOptions(const AnimationExportOptions& options)
{
    const AnimationExportOptions o = options.resolved(m_length);
    m_format->setCurrentIndex(o.format == AnimationFormat::Gif ? kGif : kPng);
    m_to->setValue(spinValue(o.last)); // before from: from <= to is kept
    m_from->setValue(spinValue(o.first));
    m_stride->setValue(int(std::min<qint64>(o.stride, INT_MAX)));
    m_fps->setValue(o.framesPerSecond());
    m_hold->setValue(o.holdSeconds);
    m_cell->setValue(o.cellPx);
    m_once->setChecked(!o.loopForever);
    m_caption->setChecked(o.caption);
    updateHint();
}

AnimationExportOptions AnimationExportDialog::options() const
{
    AnimationExportOptions o;
    o.first = m_from->value();
    o.last = m_to->value();
    o.stride = m_stride->value();
    o.setFramesPerSecond(m_fps->value());
    o.holdSeconds = m_hold->value();
    o.cellPx = m_cell->value();
    o.loopForever = !m_once->isChecked();
    o.caption = m_caption->isChecked();
    o.format = m_format->currentIndex() == kGif ? AnimationFormat::Gif
                                                : AnimationFormat::PngFrames;
    return o;
}

QString AnimationExportDialog::path() const { return m_path->text().trimmed(); }

void AnimationExportDialog::browse()
{
    const bool gif = m_format->currentIndex() == kGif;
    const QString chosen =
        gif ? QFileDialog::getSaveFileName(this, tr("Export animation as GIF"), path(),
                                           tr("GIF images (*.gif)"))
            : QFileDialog::getSaveFileName(this, tr("New folder for the PNG frames"), path());
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

// The path's suffix follows the format: "walk.gif" <-> "walk-frames".
void AnimationExportDialog::formatChanged()
{
    QString p = path();
    const QString frames = QStringLiteral("-frames");
    if (m_format->currentIndex() == kPng
        && p.endsWith(QStringLiteral(".gif"), Qt::CaseInsensitive))
        p = p.chopped(4) + frames;
    else if (m_format->currentIndex() == kGif && p.endsWith(frames))
        p = p.chopped(frames.size()) + QStringLiteral(".gif");
    m_path->setText(p);
    updateHint();
}

void AnimationExportDialog::updateHint()
{
    const AnimationExportOptions o = options();
    const qint64 frames = animationFrameCount(o);
    const double seconds = double(frames) * o.frameDelayMs / 1000.0 + o.holdSeconds;
    const int count = int(std::min<qint64>(frames, INT_MAX));
    const QString framesText = tr("%n frames", nullptr, count);
    if (o.format == AnimationFormat::Gif)
        m_hint->setText(tr("%1, %2 s per loop").arg(framesText).arg(seconds, 0, 'f', 1));
    else
        m_hint->setText(framesText);
    m_ok->setEnabled(frames > 0 && !path().isEmpty());
}

} // namespace mazelab
