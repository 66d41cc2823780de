#pragma once
// AnimatedPage: the base of every animated mode page. It owns the Animation (player, keys,
// export), the PlayerBar, the caption line under the canvas and the "Export animation…"
// button, and lays them out with the mode's canvas and side panel (ModePageLayout). A mode
// supplies only its canvas, its side panels and, whenever its trace changes, a FramePainter
// (Animation::setFrames); it repaints on Animation::stepShown.
//
// Settings a mode keeps in the project go to the document's "views"."<modeKey>" object
// (MazeDocument::viewSettings); the page stores the maze it shows ("maze") and the playback
// speed ("speed") there too, so a mode reopens on the maze it showed, at its speed.

#include <QWidget>

class QLabel;
class QPushButton;

namespace mazelab {

class Animation;
class MazeDocument;
class PlaybackController;
class PlayerBar;

class AnimatedPage : public QWidget {
    Q_OBJECT
public:
    AnimatedPage(MazeDocument* doc, const QString& modeKey, QWidget* parent = nullptr);

    Animation* animation() const { return m_animation; }
    PlaybackController* player() const;
    PlayerBar* playerBar() const { return m_bar; }
    QLabel* captionLabel() const { return m_caption; }
    QPushButton* exportButton() const { return m_export; }
    MazeDocument* document() const { return m_doc; }
    QString modeKey() const { return m_key; }
    // "Export animation…": the same as the button and the main window's menu entry. A mode
    // may export differently (the Generate mode: carvings too big to keep a trace of).
    Q_INVOKABLE virtual bool exportAnimation();

protected:
    // Lays the page out; call once from the mode's constructor.
    void setUpPage(QWidget* canvas, QWidget* side, int sideWidth);
    // Default file name of exports ("mouse" → mouse.gif).
    virtual QString exportBaseName() const { return m_key; }
    void changeEvent(QEvent* event) override;
    // Shown: the document's current maze becomes the one this mode showed last; then, when
    // the page is stale, refreshWhenShown().
    void showEvent(QShowEvent* event) override;

    // Stale while hidden: a mode whose recording follows the board (Mouse, Token, Solve) does
    // no work for edits made in other modes. deferredWhileHidden() answers true while the page
    // is hidden and marks it stale (the mode skips its work); shown, it clears the mark and
    // answers false. A stale page's next showEvent calls refreshWhenShown() once. A page
    // starts stale: it records nothing before it is first shown.
    bool deferredWhileHidden();
    bool isStale() const { return m_stale; }
    void setStale(bool stale) { m_stale = stale; }
    virtual void refreshWhenShown() {}

    MazeDocument* m_doc;

private:
    void retranslateBase();

    QString m_key;
    Animation* m_animation;
    PlayerBar* m_bar;
    QLabel* m_caption;
    QPushButton* m_export;
    bool m_stale = true;
};

} // namespace mazelab
