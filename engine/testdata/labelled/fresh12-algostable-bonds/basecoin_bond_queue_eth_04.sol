pragma solidity ^0.4.24;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0);
        return a / b;
    }
}

// Early seigniorage design with an ether surplus: in a contraction, coins are burnt for bonds that join a
// first-in-first-out queue; in an expansion, the ether raised by selling new coins is assigned to the
// oldest bonds first, and holders withdraw what was assigned to them.
contract BondQueue {
    using SafeMath for uint256;

    struct BondEntry {
        address holder;
        uint256 amount;
    }

    address public oracle;
    address public owner;
    mapping(address => uint256) public coins;
    uint256 public coinSupply;
    uint256 public priceWei;

    BondEntry[] public queue;
    uint256 public head;
    mapping(address => uint256) public owedWei;

    event BondBought(address indexed holder, uint256 amount);
    event BondPaid(address indexed holder, uint256 weiAmount);

    function BondQueue(address _oracle) public {
        owner = msg.sender;
        oracle = _oracle;
    }

    function setPrice(uint256 _priceWei) public {
        require(msg.sender == oracle);
        priceWei = _priceWei;
    }

    function issue(address to, uint256 amount) public {
        require(msg.sender == owner);
        coins[to] = coins[to].add(amount);
        coinSupply = coinSupply.add(amount);
    }

    function buyBond(uint256 coinAmount) public {
        require(coinAmount > 0);
        coins[msg.sender] = coins[msg.sender].sub(coinAmount);
        coinSupply = coinSupply.sub(coinAmount);
        queue.push(BondEntry(msg.sender, coinAmount));
        BondBought(msg.sender, coinAmount);
    }

    // The owner sells newly issued coins for ether during an expansion; the ether pays the queue.
    function expand(uint256 maxEntries) public payable {
        require(msg.sender == owner);
        uint256 budget = msg.value;
        uint256 end = head.add(maxEntries);
        while (head < queue.length && head < end && budget > 0) {
            BondEntry storage entry = queue[head];
            uint256 due = entry.amount.mul(priceWei);
            if (due > budget) {
                uint256 paidCoins = budget.div(priceWei);
                entry.amount = entry.amount.sub(paidCoins);
                owedWei[entry.holder] = owedWei[entry.holder].add(paidCoins.mul(priceWei));
                budget = budget.sub(paidCoins.mul(priceWei));
                break;
            }
            owedWei[entry.holder] = owedWei[entry.holder].add(due);
            budget = budget.sub(due);
            delete queue[head];
            head++;
        }
        if (budget > 0) {
            owner.transfer(budget);
        }
    }

    function withdraw() public {
        uint256 amount = owedWei[msg.sender];
        require(amount > 0);
        // <yes> <report> REENTRANCY
        require(msg.sender.call.value(amount)());
        owedWei[msg.sender] = 0;
        BondPaid(msg.sender, amount);
    }
}
