#pragma once
// SigmaCertificateView: shows a σ(n,m) certificate from `mazelab-cli sigma` (core/simaso_sat,
// e.g. tests/data/sigma/sigma-4x4.cert for σ(4,4) = 29) in the Simultaneous mode: its mazes
// become the browsed set, its sequence goes into the player, a line states what it proves,
// and Re-check runs the certificate check (simulation on all mazes + one SAT call) as a job.

#include <QWidget>

class QLabel;
class QPushButton;

namespace mazelab {

class SimasoSession;
struct JobReport;

class SigmaCertificateView : public QWidget {
    Q_OBJECT
public:
    explicit SigmaCertificateView(SimasoSession* session, QWidget* parent = nullptr);

    QPushButton* openButton() const { return m_open; }
    QPushButton* recheckButton() const { return m_recheck; }
    QLabel* summary() const { return m_summary; }

    // Loads a certificate file; false (with the reason in summary()) when it cannot be read.
    bool openFile(const QString& path);
    bool recheck();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    SimasoSession* m_session;
    QLabel* m_title;
    QPushButton* m_open;
    QPushButton* m_recheck;
    QLabel* m_summary;
    QString m_text; // the loaded certificate
    QString m_jobName;
    bool m_ourJob = false;
};

} // namespace mazelab
