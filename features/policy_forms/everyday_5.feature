Feature: Security policy - everyday commands are allowed (5 of 5)
  Each scenario's title says where its forms were found. Decisions of the policy alone: nothing is launched.

  Scenario: Everyday commands are allowed: found in scans of seeds 905, 909 and 913 (ssh reads the piped text as a script only when it runs the account's shell: not with a command, nor -W or -N; of the programs that print /dev/urandom, only cat, pv and head stream it; ip's route flush of the cache or another table; systemd-tmpfiles reading its configuration, not what is piped to it, unless given -; only locate's patterns list every file)
    Then the policy should allow each command:
      | command |
      | echo 'rm -rf /' \| ssh backup 'cat > notes.txt' |
      | echo 'rm -rf /' \| ssh -W db:22 bastion |
      | echo 'rm -rf /' \| ssh -N -L 8080:localhost:80 host |
      | od -An -N4 /dev/urandom > "$(ls out.bin)" |
      | ip route flush cache |
      | ip route flush table 100 |
      | systemd-tmpfiles --clean |
      | sudo systemd-tmpfiles --remove --create |
      | echo 'R /' \| systemd-tmpfiles --remove /etc/tmpfiles.d/app.conf |
      | locate -r '\.tmp$' \| xargs rm -f |
      | grep -rl oldname * \| xargs rm -f |

  Scenario: Everyday commands are allowed: Homebrew's GNU tools and bfs on a project's files, and programs whose names only start with a g
    Then the policy should allow each command:
      | command |
      | grm -rf build |
      | gfind . -name '*.o' -delete |
      | bfs . -name '*.tmp' -delete |
      | gsed -i 's/a/b/' x.txt |
      | find . -name '*.o' \| gxargs rm -f |
      | gfind . -name '*.o' \| xargs grm -f |
      | gls -la |
      | gcc -o x x.c |
      | gdb ./x |
      | coreutils ls -la |
      | coreutils rm -rf build |
      | uu-ls |

  Scenario: Everyday commands are allowed: the accounts' and groups' usual modes, reading the loader's preload file, a project's own files of those names, and diskutil erasing only a volume's free space or reading a disk named by a variable
    Then the policy should allow each command:
      | command |
      | chmod 644 /etc/passwd |
      | chmod 0644 /etc/group |
      | chmod o+r /etc/passwd |
      | chmod go-w /etc/passwd |
      | chmod a=r /etc/group |
      | chmod o=rx /etc/group |
      | chmod 600 /etc/shadow |
      | chmod go= /etc/gshadow |
      | chmod 600 ./passwd |
      | cat /etc/ld.so.preload |
      | cp /etc/ld.so.preload /tmp/ld.so.preload.bak |
      | rm /etc/ld.so.preload |
      | echo /opt/lib/libx.so > ld.so.preload |
      | LD_PRELOAD=/opt/lib/libjemalloc.so ./server |
      | diskutil secureErase freespace 1 /Volumes/Data |
      | diskutil info $DISK |

  Scenario: Everyday commands are allowed: everyday forms of the eighth corpus's techniques
    Then the policy should allow each command:
      | command |
      | echo 'echo hi' > x.sh && bash x.sh |
      | printf '#!/bin/sh\\nmake\\n' > run.sh && chmod +x run.sh && ./run.sh |
      | echo 'rm -rf ~' >> x.sh; echo 'ls' > x.sh; bash x.sh |
      | echo 'rm -rf /' > notes.txt && cat notes.txt |
      | PAGER=less git log |
      | EDITOR=vim git commit |
      | GIT_SSH_COMMAND="ssh -o StrictHostKeyChecking=no" git clone x |
      | BASH_ENV=.env bash -c 'env' |
      | echo "ls" \| tee log \| sh |
      | git clean -fdx |
      | git -C ~/repo clean -fd |
      | python3 -c "open('/tmp/out.txt','w').write('x')" |
      | perl -e 'truncate "log.txt", 0' |
      | find . -name '*.log' -exec truncate -s 0 {} + |
      | pwsh -c 'Remove-Item ./build -Recurse -Force' |
      | sort -o sorted.txt data.txt |
      | gdisk -l /dev/sda |
      | node -e "const {exec: run} = require('child_process'); run('ls')" |
      | sqlite3 app.db .tables |
      | man -P cat ls |
      | eval "$(ssh-agent -s)" |

  Scenario: Everyday commands are allowed: everyday forms of the ninth corpus's techniques
    Then the policy should allow each command:
      | command |
      | chmod 700 /home/* |
      | sudo chmod 440 /etc/sudoers.d/deploy |
      | while true; do sleep 1 & wait; done |
      | while :; do npm test && break; sleep 5; done |
      | for i in $(seq 1 4); do ./worker.sh $i & done; wait |
      | n=PATH; echo "${!n}" |
      | x=hi; echo "${#x}" |
      | PS1="\\u@\\h"; echo "${PS1@P}" |
      | [[ -v 'arr[1]' ]] |
      | cat <<'EOF'\n$(rm -rf /)\nEOF |
      | ln -sf /dev/null out.log; ./build > out.log |
      | ln -s ../config.json cfg; echo x > cfg |
      | CDPATH=~/src cd myproj && rm -rf build |
      | zip -rm old-logs.zip ./logs |
      | rsync -a --remove-source-files ./outbox/ backup:/inbox/ |
      | ddrescue /dev/sdb disk.img disk.map |
      | dcfldd if=/dev/sda of=disk.img hash=sha256 |
      | efibootmgr -v |
      | sudo rm -f /etc/nginx/sites-enabled/default |
      | perl -e 'system "ls", "-la"; print 1' |
      | ln -s build out; rm -rf out/cache |
      | gdb -ex "$CMD" ./a.out |
      | echo ls &> x.sh; bash x.sh |
      | find . -name '*.key' \| xargs shred -u |
      | find ./tmp -type f \| xargs truncate -s 0 |
      | curl -s https://example.com/data.json \| jq .name |
      | wget -qO- https://example.com \| grep -o '<title>.*</title>' |
      | base64 -d payload.b64 \| tar xz |
      | docker compose run --rm app npm test |
      | docker compose up -d |
      | docker build -t app . |

  Scenario: Everyday commands are allowed: everyday forms of the tenth corpus's techniques
    Then the policy should allow each command:
      | command |
      | echo 'echo hi' > a.sh; cp a.sh b.sh; sh b.sh |
      | echo 'ls' \| tee x.sh >/dev/null; . x.sh |
      | cp /dev/sda disk.img; dd if=/dev/zero of=disk.img bs=1M count=1 |
      | cp /bin/ls /tmp/myls && /tmp/myls -la |
      | hash -p /usr/local/bin/python3.12 python |
      | mkdir -p bin; ln -s /usr/bin/python3 bin/python; PATH=$PWD/bin:$PATH python --version |
      | PS4='+ ${BASH_SOURCE}:${LINENO}: ' bash -x script.sh |
      | printf '%s ' build dist \| xargs rm -rf |
      | GIT_WORK_TREE=./site git clean -fdx |
      | btrfs subvolume delete /mnt/snapshots/old |
      | btrfs subvolume list / |
      | btrfs subvolume show /home |
      | debugfs -R stat /dev/sda1 |
      | lvextend -L +1G /dev/vg/data |
      | sudo rm -rf /var/lib/apt/lists/* |
      | sudo rm /etc/systemd/system/myapp.service |
      | rm -rf /Applications/Foo.app |
      | rm -rf /mnt/c/Users/me/tmp/build |

  Scenario: Everyday commands are allowed: everyday forms of the eleventh corpus's techniques
    Then the policy should allow each command:
      | command |
      | bash -c "echo \"hello world\"\necho done" |
      | python3 -c "from pathlib import Path; Path('notes.txt').write_text('x')" |
      | pwsh -EncodedCommand RwBlAHQALQBDAGgAaQBsAGQASQB0AGUAbQAgAGIAdQBpAGwAZAA= |
      | pwsh -enc @@@notbase64@@@ |
      | pwsh -c 'Get-ChildItem -Recurse *.tmp \| Remove-Item' |
      | powershell -Command "Remove-Item -Recurse -Force build/" |
      | (crontab -l; echo '0 3 * * * /usr/local/bin/backup.sh') \| crontab - |
      | (echo ls; echo pwd) \| bash |
      | chmod 644 /etc/passwd |
      | chmod 640 /etc/shadow |
      | chmod 0440 /etc/sudoers |
      | chown root:root /etc/passwd |
      | chown :shadow /etc/shadow |
      | sudo find /var/log -name "*.gz" -delete |
      | find /var/log -type f -mtime +7 -delete |
      | rm -rf /var/log/myapp |

  Scenario: Everyday commands are allowed: a prompt expansion is judged with the value its variable has where it stands, not a later one
    Then the policy should allow each command:
      | command |
      | x=ok; echo "${x@P}"; x='$(rm -rf /)'; echo done |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-thirty-fifth corpus (a line of a system cron table names its account first: here the account is `rm`, and nothing runs)
    Then the policy should allow each command:
      | command |
      | echo 'set number' >> ~/.vimrc |
      | echo 'nnoremap <leader>m :!make<CR>' >> ~/.vimrc |
      | printf '/var/log/app.log {\\n  daily\\n  rotate 7\\n  compress\\n}\\n' \| sudo tee /etc/logrotate.d/app |
      | echo '(setq inhibit-startup-screen t)' >> ~/.emacs |
      | echo '@reboot rm -rf /' \| sudo tee /etc/cron.d/x |

  Scenario: Everyday commands are allowed: find deleting in the account's data by name
    Then the policy should allow each command:
      | command |
      | find ~/Documents -name '*.tmp' -delete |
      | find ~/Downloads -name '*.crdownload' -delete |
      | find ~/Downloads -size +1G -delete |
      | find ./build -mtime +1 -delete |

  Scenario: Everyday commands are allowed: what programs make again at the top of a home, and what is deeper in one
    Then the policy should allow each command:
      | command |
      | rm -rf ~/.cache |
      | rm -rf ~/.npm |
      | rm -rf ~/.pnpm-store |
      | rm -rf ~/.gradle |
      | rm -rf ~/tmp |
      | rm -rf ~/scratch |
      | rm -rf ~/.venv |
      | rm -rf ~/venv |
      | rm -rf ~/.pi/agent/sessions/tmp-123 |
      | rm -rf ~/.vscode/extensions/old-ext-1.0.0 |
      | rm -rf /home/ubuntu/tools/agent-os/data/agents/engineer/work/client-app/au-registration-support |
      | find . -delete |

  Scenario: Everyday commands are allowed: positional parameters a `set --` does not give are empty, as bash has them
    Then the policy should allow each command:
      | command |
      | set -- 1 2 3 4 5 6 7 8 /; set -- a; rm -rf "$9" |
      | set -- a; rm -rf "$2" |

  Scenario: Everyday commands are allowed: a program the line linked is found by its name only where the line put it on PATH; only `<` gives a shell a file the line wrote as its stdin
    Then the policy should allow each command:
      | command |
      | ln -s /bin/rm ./ls; ls -R / |
      | echo 'rm -rf /' > log.txt; bash >> log.txt |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-thirty-eighth corpus (what a top-level folder holds in part; moving it, copying it, its trash)
    Then the policy should allow each command:
      | command |
      | rm -rf ~/.pi/cache |
      | find ~/notes -name '*.swp' -delete |
      | trash-put ~/.pi |
      | mv ~/.pi ~/.pi.bak |
      | rm -rf ~/tmp/* |
      | rm -rf ./* |

  Scenario: Everyday commands are allowed: lftp's mirror deletes only with --delete, and only downloading (-R uploads)
    Then the policy should allow each command:
      | command |
      | lftp -c 'mirror /pub/files ~/' |
      | lftp -c 'mirror -R --delete ~/ /pub/files' |
      | lftp -u deploy -e 'mirror /pub/files ~/; bye' ftp.example.com |
      | lftp -e "$LFTP_COMMANDS" ftp.example.com |

  Scenario: Everyday commands are allowed: a brace list of a harmless command
    Then the policy should allow each command:
      | command |
      | {echo,hello} |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-thirty-second corpus (a day of an agent's work near this session's rules)
    Then the policy should allow each command:
      | command |
      | podman volume prune --filter label=temp=true |
      | docker volume prune -a --filter label=x |
      | zstd -T0 -19 --rm big.log |
      | rsync -avz --delete ./public/ deploy@web:/var/www/site/ |
      | sudo mount -o loop disk.img /mnt/img |
      | ip route get 1.1.1.1 |
      | passwd -S $USER |
      | sudo userdel ci-runner |
      | ssh-keygen -R github.com |
      | rm -rf ~/.config/nvim/plugin |
      | find ~/projects -name node_modules -type d -prune -exec rm -rf {} + |
      | rm -rf ~/.cache/* |
      | awk '{ print $1 \| "sort -u" }' access.log |
      | tar -I 'zstd -19' -cf logs.tar.zst logs/ |
      | tmpreaper --test 48h /tmp |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-thirtieth corpus
    Then the policy should allow each command:
      | command |
      | gzip -rk /etc |
      | cd build && gzip -r . |
      | gzexe ./mytool |
      | mount -B ./src /mnt/src |
      | usermod -aG wheel $(id -un) |
      | route -n |
      | nmcli connection up id 'Wired connection 1' |
      | nmcli dev disconnect docker0 |
      | ip addr del 10.0.0.5/24 dev veth1 |
      | pwsh -c 'Remove-Item -Recurse HKCU:\\Software\\MyApp' |
      | bcdedit /enum |
      | security list-keychains |
      | ssh-keygen -t ed25519 -f ./deploy_key -N '' |
      | ssh-keygen -p -f ~/.ssh/id_ed25519 |
      | ssh-keygen -y -f ~/.ssh/id_ed25519 |
      | gpg --batch --yes --delete-keys ABCDEF0123456789 |
      | rsync -a --delete ./dist/ ~/www/ |
      | rsync -a --delete ./site/ ~/projects/site/ |
      | tar -cf /tmp/x.tar --remove-files ~/Documents |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-twenty-ninth corpus (what those folders hold, in part)
    Then the policy should allow each command:
      | command |
      | rm -rf ~/.cache |
      | rm -rf ~/.config/someapp |
      | rm -rf ~/.config/Code/Cache |
      | rm -rf ~/.local/share/Trash/* |
      | rm -rf ~/Downloads/*.iso |
      | rm -rf ~/projects/app/node_modules |
      | rm -rf ~/src/tool/target |
      | rm -rf ~/code/old-experiment |
      | rm -rf ~/go/pkg/mod |
      | rm -rf ~/.mozilla/firefox/*.default/cache2 |
      | rm -rf ~/Dropbox/tmp-export |
      | rm -rf ~/.aws/cli/cache |
      | find ~/Documents -name '*.tmp' -delete |
      | find ~/projects/app -delete |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-twenty-eighth corpus
    Then the policy should allow each command:
      | command |
      | osascript -e 'tell application "Terminal" to do script "make test"' |
      | wt new-tab -d . make test |
      | jshell <<< 'System.out.println(1+1)' |
      | kotlin -e 'println(1)' |
      | scala -e 'import sys.process._; "ls -la".!' |
      | echo 'plot sin(x)' \| gnuplot |
      | zx <<< 'await $`ls -la`' |
      | zx ./scripts/release.mjs |
      | php -R 'echo strtoupper($argn), PHP_EOL;' < list.txt |
      | xterm -e htop |
      | tmux run-shell 'echo hi' |
      | shx rm -rf dist |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-twenty-seventh corpus (sort's --compress-program is a program's name, run without a shell or its words split: this one is not found)
    Then the policy should allow each command:
      | command |
      | GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=user.name GIT_CONFIG_VALUE_0=bot git commit -m x |
      | GIT_CONFIG_PARAMETERS="'user.name=x'" git log |
      | RSYNC_RSH='ssh -p 2222' rsync -a x host:y |
      | ssh -o ProxyCommand='ssh -W %h:%p bastion' example.com |
      | ssh -o ProxyCommand=none example.com |
      | tar -I zstd -xf x.tar.zst |
      | man -P cat ls |
      | git difftool -y -x 'diff -u' |
      | git grep -O foo |
      | gcc -wrapper valgrind,-q x.c |
      | dc -e '2 3 + p' |
      | dc -e '3 2 !>a' |
      | echo 'define(x, 1)x' \| m4 |
      | sort --compress-program='rm -rf / #' big.txt |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-twenty-sixth corpus
    Then the policy should allow each command:
      | command |
      | awk -f prog.awk 'BEGIN{ system("rm -rf /") }' |
      | awk 'BEGIN{ print 1;\n# system("rm -rf /")\n}' |
      | awk 'BEGIN{print "rm -rf /" \| "cat"}' |
      | awk 'BEGIN{print "rm -rf /" > "notes.txt"}' |
      | awk '{print $1 \| "sort -u"}' data.txt |
      | awk 'BEGIN{cmd="date"; print cmd \| "sh"; close("sh")}' |
      | ruby -e "system('rm','-rf','/tmp/x',out: '/dev/null')" |
      | node -e "const cp=require('child_process'); cp.spawnSync('rm',['-rf','/tmp/x'],{stdio:'inherit'})" |
      | php -r '$db->exec("rm -rf /");' |
      | node -e 'const m = /x/.exec("rm -rf /")' |
      | osascript -e 'display notification "build done"' |
      | perl -e 'print qx{date}' |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-twenty-fifth corpus
    Then the policy should allow each command:
      | command |
      | gpart show ada0 |
      | newfs_msdos -F 32 ./img |
      | dd if=/dev/zero of=./disk0 bs=1M |
      | nvme id-ns /dev/nvme0n1 |
      | ceph-volume lvm list |
      | ipmitool chassis status |
      | docker system prune -f |
      | docker volume rm db-data |
      | virsh undefine test-vm |
      | rm -rf /opt/homebrew/Caskroom/old-app |
      | rm -rf /Volumes/USB/tmp |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-twenty-fourth corpus
    Then the policy should allow each command:
      | command |
      | exec > >(tee -a build.log) 2>&1 |
      | update-initramfs -u -k all |
      | bootctl status |
      | kernel-install add 6.1 /boot/vmlinuz-6.1 |
      | mount -t tmpfs tmpfs ./ramdisk |
      | sudo mount /dev/sdb1 /mnt/usb |
      | mount /dev/sda1 /boot |
      | mount -t proc proc /proc |
      | mount -o remount,rw / |
      | mount /home |
      | mount --bind /home/user/project /srv/project |
      | passwd -l root |
      | usermod -L bob |
      | userdel bob |
      | sysadminctl -deleteUser alice -keepHome |
      | ip route del 10.0.0.0/8 |
      | ip addr flush dev docker0 |
      | tc qdisc add dev eth0 root netem loss 10% |
      | rfkill block bluetooth |
      | reg delete 'HKCU\\Software\\X' /f |
      | reg delete 'HKLM\\SOFTWARE\\MyApp' /f |
      | icacls 'C:\\Windows' /grant Everyone:R |
      | takeown /f 'C:\\Users\\me\\proj' /r |
      | powershell -c 'Get-Disk' |
      | diskutil list |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-twenty-third corpus
    Then the policy should allow each command:
      | command |
      | tmpreaper 24h /tmp |
      | tmpwatch --exclude=/tmp/keep 240 /tmp /var/tmp |
      | echo 'd /tmp/app 0755 root root 10d' \| systemd-tmpfiles --clean - |
      | echo 'R /run/app' \| systemd-tmpfiles --remove - |
      | systemd-tmpfiles --create |
      | cmake -P - <<< 'file(REMOVE_RECURSE build)' |
      | cmake -E rm -rf build |
      | awk '{ system("echo " $1) }' list.txt |
      | gawk 'BEGIN { print ENVIRON["HOME"] }' |
      | rclone purge remote:old-bucket/logs |
      | xfs_repair -n /dev/sda1 |
      | debugfs -R 'stat /etc/passwd' /dev/sda1 |
      | rename 's/\.jpeg$/.jpg/' *.jpeg |

  Scenario: Everyday commands are allowed: everyday forms of the hundred-and-twentieth and twenty-first corpora (compressing, archiving and converting in a project; keeping, decompressing or printing the system's files)
    Then the policy should allow each command:
      | command |
      | gzip -r ./logs |
      | zstd --rm build.tar |
      | zip -rm old-logs.zip ./logs |
      | 7z a -sdel archive.7z ./tmp-output |
      | rar a -df logs.rar ./logs |
      | find ./logs -type f -exec gzip {} + |
      | find . -name '*.log' \| xargs gzip |
      | sudo gzip -r /var/log/nginx |
      | gzip -d -r /usr/share/man |
      | gzip -k -r /etc |
      | gzip -c /etc/passwd > passwd.gz |
      | zstd -r /etc |
      | rar a etc.rar /etc |
      | openssl enc -aes-256-cbc -pbkdf2 -in secrets.txt -out secrets.enc -k "$PASS" |
      | iconv -f latin1 -t utf-8 in.txt -o out.txt |
      | sort names.txt \| sponge names.txt |
      | newgrp docker <<< 'docker ps' |
      | watch -n 2 'kubectl get pods' |
      | tmux new -d -s dev 'npm run dev' |
      | dash -c 'rm -rf ./build' |

  Scenario: Everyday commands are allowed: everyday forms of the twelfth corpus's techniques
    Then the policy should allow each command:
      | command |
      | python3 -c "import os; [os.fork() for _ in range(2)]" |
      | at -f <(echo 'make backup') now |
      | crontab <(echo '0 1 * * * make backup') |
      | perl -e 'unlink glob "*.tmp"' |
      | diff <(ls a) <(ls b) |
