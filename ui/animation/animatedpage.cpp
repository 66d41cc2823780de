#include "ui/animation/animatedpage.h"

#include "ui/animation/animation.h"
#include "ui/animation/captionlabel.h"
#include "ui/mazedocument.h"
#include "ui/modepagelayout.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace mazelab {

AnimatedPage::AnimatedPage(MazeDocument* doc, const QString& modeKey, QWidget* parent)
    : QWidget(parent), m_doc(doc), m_key(modeKey), m_animation(new Animation(this))
{
    m_bar = new PlayerBar(m_animation->player(), this);
    m_bar->setObjectName(modeKey + QStringLiteral("PlayerBar"));
    m_caption = new CaptionLabel(this);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setObjectName(modeKey + QStringLiteral("Caption"));
    m_export = new QPushButton(this);
    m_export->setObjectName(modeKey + QStringLiteral("ExportAnimation"));
    m_export->setEnabled(false);
    connect(m_animation, &Animation::captionChanged, m_caption, &QLabel::setText);
    connect(m_animation, &Animation::framesChanged, this, [this] {
        m_export->setEnabled(m_animation->length() > 0);
    });
    connect(m_export, &QPushButton::clicked, this, &AnimatedPage::exportAnimation);
    connect(m_animation, &Animation::exportFinished, this, [this](bool ok, const QString& message) {
        if (!ok && !message.isEmpty() && isVisible())
            QMessageBox::warning(this, tr("Export animation"), message);
    });
    m_animation->installKeys(this, m_bar);
    // The maze this mode shows is remembered in the project (views.<mode>.maze).
    connect(doc, &MazeDocument::currentIndexChanged, this, [this](int index) {
        if (!isVisible())
            return;
        QJsonObject o = m_doc->viewSettings(m_key);
        if (o.value(QStringLiteral("maze")).toInt(-1) == index)
            return;
        o[QStringLiteral("maze")] = index;
        m_doc->setViewSettings(m_key, o);
    });
    // The playback speed too (views.<mode>.speed), restored with the project.
    auto restoreSpeed = [this] {
        const QJsonValue speed = m_doc->viewSettings(m_key).value(QStringLiteral("speed"));
        if (speed.isDouble())
            player()->setSpeed(speed.toDouble());
    };
    connect(player(), &PlaybackController::speedChanged, this, [this](double speed) {
        if (!isVisible()) // a mode's default, not the user's choice
            return;
        QJsonObject o = m_doc->viewSettings(m_key);
        if (o.value(QStringLiteral("speed")).toDouble(-1) == speed)
            return;
        o[QStringLiteral("speed")] = speed;
        m_doc->setViewSettings(m_key, o);
    });
    connect(doc, &MazeDocument::documentReset, this, restoreSpeed);
    restoreSpeed();
    retranslateBase();
}

void AnimatedPage::showEvent(QShowEvent* event)
{
    const int remembered = m_doc->viewSettings(m_key).value(QStringLiteral("maze")).toInt(-1);
    if (remembered >= 0 && remembered < m_doc->mazeCount())
        m_doc->setCurrentIndex(remembered);
    QWidget::showEvent(event);
    if (m_stale)
        refreshWhenShown();
}

bool AnimatedPage::deferredWhileHidden()
{
    m_stale = !isVisible();
    return m_stale;
}

PlaybackController* AnimatedPage::player() const
{
    return m_animation->player();
}

void AnimatedPage::setUpPage(QWidget* canvas, QWidget* side, int sideWidth)
{
    auto* transport = new QWidget(this);
    auto* column = new QVBoxLayout(transport);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    auto* row = new QHBoxLayout;
    row->addWidget(m_caption, 1);
    row->addWidget(m_export);
    column->addLayout(row);
    column->addWidget(m_bar);
    setUpModePageLayout(this, canvas, transport, side, sideWidth);
}

bool AnimatedPage::exportAnimation()
{
    return m_animation->exportInteractive(this, m_doc->jobs(), exportBaseName());
}

void AnimatedPage::retranslateBase()
{
    m_export->setText(tr("Export animation…"));
    m_export->setToolTip(tr("Save the animation as a GIF or as PNG frames (in the background)"));
    m_animation->refresh(); // the caption in the new language
}

void AnimatedPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateBase();
    QWidget::changeEvent(event);
}

} // namespace mazelab
