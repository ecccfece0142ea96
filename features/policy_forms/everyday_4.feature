Feature: Security policy - everyday commands are allowed (4 of 5)
  Each scenario's title says where its forms were found. Decisions of the policy alone: nothing is launched.

  Scenario: Everyday commands are allowed: everyday forms of the seventeenth corpus's techniques
    Then the policy should allow each command:
      | command |
      | sudo -i |
      | su - deploy |
      | sudo -s <<< 'whoami' |
      | python3 -c "import os; cmd='ls'; os.system(cmd)" |
      | echo 'export X=1' > /tmp/env.sh; BASH_ENV=/tmp/env.sh bash -c 'echo $X' |
      | ln /usr/bin/python3 ./py; ./py -V |
      | echo "{a,b}"/x |
      | cat files \| xargs -I{} cp {} backup/ |
      | find . -name '*.log' \| xargs -I{} rm {} |
      | for d in "$(mktemp -d)" build; do rm -rf "$d"; done |
      | echo hi > >(tee log \| wc -l) |
      | echo x \| tee /dev/null* |
      | echo '* * * * * rm -rf /' \| crontab mycron.txt |
      | rm -rf '{/,build}' |
      | rm -rf "{/,x}" |
      | echo 'rm -rf /' \| cat notes.txt \| sh |
      | cat <<EOF \| sort \| sh\nls\nEOF |
      | parted -l |
      | parted /dev/sda print |
      | fdisk -l |
      | sfdisk -d /dev/sda |
      | badblocks /dev/sdb |
      | cryptsetup status cryptroot |
      | nvme list |
      | mdadm --detail /dev/md0 |
      | mkswap ./swapfile |
      | ls -l /dev/disk/by-id/ |
      | cat notes 1<>./notes.txt |
      | git status |
      | git diff --stat |
      | git log --oneline -20 |
      | git add -A |
      | git commit -m "Fix the build" |
      | git commit -m "rm -rf / is dangerous" |
      | countdown(){ [ "$1" -gt 0 ] && countdown $(( $1 - 1 )); }; countdown 3 |
      | logrun(){ "$@" 2>&1 \| tee run.log; }; logrun make |
      | walk(){ for d in "$@"; do [ -d "$d" ] && walk "$d"/*; done; }; walk src |
      | git push origin main |
      | git pull --rebase |
      | git checkout -b feature/x |
      | git branch -d old-branch |
      | git stash && git stash pop |
      | git rebase -i HEAD~3 |
      | git reset --hard HEAD~1 |
      | git clean -fdx |
      | git fetch --all --prune |
      | git tag v1.0.0 |
      | git remote -v |
      | git show HEAD:package.json |
      | git blame src/index.ts |
      | git rm -r --cached dist |
      | npm install |
      | npm ci |
      | npm test |
      | npm run build |
      | npm run lint -- --fix |
      | npm --version |
      | npm publish --dry-run |
      | npx tsc --noEmit |
      | npx prettier --write . |
      | yarn install --frozen-lockfile |
      | yarn build |
      | pnpm install |
      | pnpm -r build |
      | pnpm exec vitest run |
      | node scripts/build.js |
      | node -e "console.log(process.version)" |
      | python3 -m pytest -q |
      | python3 -m venv .venv |
      | pip install -r requirements.txt |
      | cargo build --release |
      | docker ps |
      | docker build -t app . |
      | docker run --mount type=bind,source=/etc,target=/etc,readonly=true alpine cat /etc/hostname |
      | docker run --mount type=bind,src=/,dst=/host,ro alpine ls /host |
      | docker run --rm -it app bash |
      | docker compose up -d |
      | docker compose down |
      | docker logs -f web |
      | docker exec -it web sh |
      | docker images |
      | docker rm -f old-container |
      | docker system prune -f |
      | make |
      | make -j4 all |
      | make clean |
      | cmake -S . -B build |
      | cmake --build build |
      | ls -la |
      | ls -R src |
      | pwd |
      | cat README.md |
      | head -n 20 log.txt |
      | tail -f server.log |
      | wc -l src/*.ts |
      | grep -rn "TODO" src |
      | grep -r "rm -rf /" docs |
      | grep -E "mkfs\|dd if=" notes.txt |
      | rg "fn main" --type rust |
      | find . -name "*.ts" |
      | find . -name "*.o" -delete |
      | find src -type f -exec wc -l {} + |
      | find /tmp -name "*.log" -mtime +7 -delete |
      | find . -type d -name node_modules -prune |
      | awk '{print $1}' access.log |
      | sed -n 1,20p file.txt |
      | sed -i 's/foo/bar/g' src/config.ts |
      | sort data.csv \| uniq -c |
      | jq .version package.json |
      | curl -s http://localhost:3000/health |
      | echo hello |
      | echo "rm -rf /" |
      | echo 'mkfs.ext4 /dev/sda' |
      | printf "%s\\n" "dd if=/dev/zero of=/dev/sda" |
      | # rm -rf / |
      | echo ok # rm -rf / |
      | cat <<< "rm -rf /" |
      | echo ":(){ :\|:& };:" |
      | git log --grep="rm -rf" |
      | echo done > /dev/null |
      | echo err 1>&2 |
      | ls missing 2>/dev/null |
      | cat /dev/urandom \| head -c 16 \| base64 |
      | echo x > /dev/stdout |
      | rm -rf /tmp/test |
      | rm /tmp/test_file.txt |
      | rm -rf ./build |
      | rm -rf build dist node_modules |
      | rm -rf "$TMPDIR/cache" |
      | rm -f *.log |
      | rm -r ./tmp/* |
      | rm -rf ~/project/build |
      | rm -rf /home/user/project/dist |
      | rm -rf /var/tmp/build-123 |
      | rm -rf /tmp/* |
      | dd if=/dev/zero of=/tmp/disk.img bs=1M count=1 |
      | dd if=disk.img of=backup.img |
      | chmod -R 755 ./dist |
      | chmod +x scripts/run.sh |
      | chown -R $USER ./node_modules |
      | chmod 644 /etc/myapp.conf |
      | mv build /tmp/old-build |
      | mv src/a.ts src/b.ts |
      | mkdir -p /tmp/work && cd /tmp/work |
      | cp -r src /tmp/src-copy |
      | touch /tmp/marker |
      | ln -s ../shared shared |
      | tar -czf out.tar.gz dist |
      | unzip -o archive.zip -d out |
      | ps aux |
      | kill 12345 |
      | top -b -n 1 |
      | df -h |
      | du -sh node_modules |
      | free -m |
      | uname -a |
      | env |
      | printenv PATH |
      | export FOO=bar |
      | source .venv/bin/activate |
      | . ./env.sh |
      | which node |
      | whoami |
      | date |
      | sleep 1 |
      | time npm test |
      | timeout 60 npm test |
      | nohup node server.js > server.log 2>&1 & |
      | env NODE_ENV=production node app.js |
      | sudo apt-get update |
      | sudo apt-get install -y jq |
      | bash -c "echo hello" |
      | sh -c 'npm test && npm run build' |
      | eval "$(ssh-agent -s)" |
      | eval "$(pyenv init -)" |
      | xargs -n1 echo < list.txt |
      | find . -name "*.tmp" \| xargs rm -f |
      | for f in *.ts; do echo "$f"; done |
      | if [ -f package.json ]; then npm test; fi |
      | f() { echo hi; }; f |
      | ls \| grep foo \| wc -l |
      | (cd sub && make) |
      | { echo a; echo b; } > out.txt |
      | diff <(ls a) <(ls b) |

  Scenario: Everyday commands are allowed: everyday forms of the thirteenth corpus's techniques
    Then the policy should allow each command:
      | command |
      | ls -d build dist \| xargs rm -rf |
      | tar -xf /dev/sda |
      | tar -czf backup.tgz . |
      | awk '{ print $1 > "/tmp/out" }' f |
      | python3 -c "eval('print(1)')" |
      | perl -e 'system qw(ls -la)' |
      | rm -rf /usr/local/bin/mytool |

  Scenario: Everyday commands are allowed: everyday forms of the fourteenth corpus's techniques
    Then the policy should allow each command:
      | command |
      | find ~ -maxdepth 1 -name '*.tmp' -delete |
      | find /var/log -mtime +7 -delete |
      | python3 -c "import os; os.remove(os.path.join('build', 'x'))" |
      | echo -e 'all:\n\techo hi' > Makefile && make |
      | npm pkg set scripts.build='tsc -b' |
      | echo 'ls' > ~/.bashrc && bash -i |
      | sgdisk -p /dev/sda |
      | echo $((1 + 2)) |
      | ssh-keygen -lf key.pub |
      | openssl rand -hex 16 |
      | mkfs_helper --help |
      | cat /dev/sda1.txt |
      | echo "rm -rf /" \| cat |
      | echo hi \| bash |
      | cat <<EOF\nrm -rf /\nEOF |
      | bash scripts/build.sh |
      | cd /tmp && rm -rf * |
      | cd build && rm -rf * |
      | BUILD_DIR=out; cd "$BUILD_DIR" && rm -rf * |
      | rm -rf $(echo build) |
      | out=$(printf dist); rm -rf "$out" |
      | rm -rf /usr/local/share/myapp |
      | rm -rf /var/lib/myapp/cache |
      | mv notes.txt docs/ |
      | (target=/; echo $target); rm -rf ./out |
      | log=/dev/null; make > $log |
      | rm -rf /home/alice/project/build |
      | echo yes \| bash install.sh |
      | cat setup.sh \| sudo bash -s |
      | eval "$(ssh-agent -s)" |
      | source <(kubectl completion bash) |
      | python3 -c "import shutil; shutil.rmtree('build')" |
      | node -e "console.log('rm -rf /')" |
      | python3 -c "import os; os.system('ls -la')" |
      | cat script.py \| python3 |
      | cat <<< 'echo hello' \| sh |
      | cat < notes.txt \| sh |
      | git log >/dev/null --oneline |
      | ls > listing.txt -la |
      | printf 'a\0b' \| xargs -0 echo |
      | cat /etc/passwd > /tmp/passwd.copy |
      | cp /etc/passwd /tmp/ |
      | echo 'user:x:1000:1000::/home/user:/bin/bash' >> /etc/passwd.new |
      | grep root /etc/shadow |
      | rm -f /etc/hosts.bak |
      | rm -f /etc/apt/apt.conf.d/docker-clean |
      | rm /usr/local/bin/mytool |
      | rm -rf /var/lib/apt/lists/* |
      | ls /boot |
      | node -e "require('fs').unlinkSync('dist/x.js')" |
      | python3 -c "import os; os.remove('build/out.o')" |
      | perl -e "unlink 'tmp.txt'" |
      | mkfs.ext4 ./disk.img |
      | mkfs.ext4 -F disk.img |
      | mkfs.vfat -C floppy.img 1440 |
      | find . -name '*.o' \| xargs rm -f |
      | find . -type d -name node_modules -prune \| xargs rm -rf |
      | tmpdir=$(mktemp -d); cp -r src "$tmpdir"; rm -rf "$tmpdir" |
      | rm -rf "$(mktemp -d)" |
      | cd "$X" && rm -rf build |
      | tar -czf logs.tgz logs/ --remove-files |
      | ssh user@host 'ls -la' |
      | ssh -t host htop |
      | docker run -v /:/host:ro alpine ls /host |
      | docker run --rm -v "$PWD":/app -w /app node:20 npm test |
      | docker run -v /var/run/docker.sock:/var/run/docker.sock img |
      | docker run -v /home/user:/home/user img |
      | set -e; set -o pipefail |
      | set -- build dist; rm -rf "$@" |
      | printf -v out '%s/cache' build; rm -rf "$out" |
      | IFS=: read -r user rest < /etc/passwd |
      | zpool status |
      | hdparm -I /dev/sda |
      | parallel gzip ::: *.log |
      | ltrace -c ls |
      | valgrind ./a.out |
      | at now + 1 hour <<< "echo hi" |
      | echo "make test" \| at midnight |
      | at -l |
      | lua -e "print(1)" |
      | Rscript -e "print(1)" |
      | Rscript -e 'unlink("tmp.txt")' |
      | vim -c ":wq" file.txt |
      | awk 'BEGIN{system("ls")}' |
      | npx rimraf dist |
      | npx -y prettier --write . |
      | printf "\\x41\\n" |
      | echo -e '\\x41' |
      | for d in build dist; do rm -rf "$d"; done |
      | for f in *.txt; do mv "$f" "${f%.txt}.md"; done |
      | cd "$(git rev-parse --show-toplevel)" && rm -rf build |
      | sudo cp fstab.new /etc/fstab |
      | sudo lvcreate -L 10G -n data vg0 |
      | zfs list |
      | sudo zpool status |
      | chattr +i important.txt |
      | setfacl -m u:deploy:rwx /srv/app |
      | rm -rf /usr/lib/x86_64-linux-gnu/libfoo.so.1 |
      | ls /lib/modules |
      | find . -type f \| xargs chmod 644 |
      | source ./env.sh |
      | [[ -f .env ]] && source .env |
      | python3 -c "open('/dev/null', 'w').write('x')" |
      | echo $HOME-x$HOME/y |

  Scenario: Everyday commands are allowed: everyday forms of the seventh corpus's techniques
    Then the policy should allow each command:
      | command |
      | cleanup() { rm -rf "$1"; }; cleanup build |
      | walk() { for f in "$1"/*; do [ -d "$f" ] && walk "$f"; done; }; walk . |
      | a=(build dist); rm -rf "${a[@]}" |
      | alias rm='rm -i' |
      | alias ll='ls -la'; ll |
      | chmod 700 ~ |
      | chmod 755 / |
      | chmod go-w / |
      | chmod 1777 /tmp |
      | sed -i '/ swap / s/^/#/' /etc/fstab |
      | npm exec -- eslint . |
      | pnpm dlx create-vite my-app |
      | tmux new -d 'npm run dev' |
      | screen -dmS dev npm start |
      | gdb -batch -ex run ./a.out |
      | parted /dev/sda print |
      | echo "0 * * * * /usr/bin/backup.sh" \| crontab - |
      | python3 <<EOF\nprint("hi")\nEOF |
      | make -f - <<< $'all:\\n\\techo hi' |
      | python3 -c 'import subprocess; subprocess.run(["ls", "-la"], check=True)' |
      | truncate -s 0 log.txt |
      | f() { echo "$@"; }; f rm -rf / |
      | nodemon --exec "npm test" |
      | hyperfine "sleep 0.1" |
      | docker exec c rm -rf /app/cache |
      | kubectl exec pod -- ls / |
      | logger "rm -rf / attempted" |
      | git commit -m "rm -rf / guard" |
      | git rebase -x 'npm test' main |
      | git bisect run npm test |
      | python3 -c 'print("rm -rf /")' |
