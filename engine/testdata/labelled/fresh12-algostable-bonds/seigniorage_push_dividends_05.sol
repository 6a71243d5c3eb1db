pragma solidity ^0.5.16;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

// Seigniorage shares with ETH dividends: the stability reserve sells newly minted coins for ETH during an
// expansion, and at the close of each epoch the ETH raised is paid out to the shareholders pro rata.
contract SeigniorageShareDividends {
    using SafeMath for uint256;

    address public reserve;
    address public owner;
    uint256 public totalShares;
    uint256 public epoch;
    uint256 public epochEnd;
    uint256 public constant EPOCH_LENGTH = 1 days;

    address payable[] public shareholders;
    mapping(address => uint256) public sharesOf;
    mapping(address => bool) public isShareholder;

    event EpochClosed(uint256 indexed epoch, uint256 distributed);

    constructor(address reserve_) public {
        owner = msg.sender;
        reserve = reserve_;
        epochEnd = now + EPOCH_LENGTH;
    }

    function issueShares(address payable to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        if (!isShareholder[to]) {
            isShareholder[to] = true;
            shareholders.push(to);
        }
        sharesOf[to] = sharesOf[to].add(amount);
        totalShares = totalShares.add(amount);
    }

    function transferShares(address payable to, uint256 amount) external {
        sharesOf[msg.sender] = sharesOf[msg.sender].sub(amount);
        if (!isShareholder[to]) {
            isShareholder[to] = true;
            shareholders.push(to);
        }
        sharesOf[to] = sharesOf[to].add(amount);
    }

    function () external payable {
        require(msg.sender == reserve, "reserve only");
    }

    function closeEpoch() external {
        require(now >= epochEnd, "epoch running");
        epoch = epoch.add(1);
        epochEnd = now + EPOCH_LENGTH;
        uint256 pot = address(this).balance;
        for (uint256 i = 0; i < shareholders.length; i++) {
            address payable holder = shareholders[i];
            uint256 cut = pot.mul(sharesOf[holder]).div(totalShares);
            if (cut > 0) {
                // <yes> <report> DENIAL_OF_SERVICE
                require(holder.send(cut), "payout failed");
            }
        }
        emit EpochClosed(epoch, pot);
    }
}
