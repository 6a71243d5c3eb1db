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

contract StakeDividendPool {
    using SafeMath for uint256;

    uint256 constant MAGNITUDE = 2 ** 128;

    uint256 public totalStake;
    uint256 public magnifiedPerShare;
    mapping(address => uint256) public stakeOf;
    mapping(address => uint256) public withdrawn;
    mapping(address => uint256) public credited;
    mapping(address => uint256) public correction;

    event DividendsDistributed(address indexed from, uint256 amount);
    event DividendWithdrawn(address indexed to, uint256 amount);

    function () public payable {
        distribute();
    }

    function distribute() public payable { // want "tx-order-dependence: .*adds a reward to magnifiedPerShare at once"
        require(totalStake > 0);
        if (msg.value > 0) {
            magnifiedPerShare = magnifiedPerShare.add(msg.value.mul(MAGNITUDE).div(totalStake));
            emit DividendsDistributed(msg.sender, msg.value);
        }
    }

    function accumulated(address account) public view returns (uint256) {
        return magnifiedPerShare.mul(stakeOf[account]).add(credited[account]).sub(correction[account]).div(MAGNITUDE);
    }

    function withdrawable(address account) public view returns (uint256) {
        return accumulated(account).sub(withdrawn[account]);
    }

    function stake() public payable {
        require(msg.value > 0);
        correction[msg.sender] = correction[msg.sender].add(magnifiedPerShare.mul(msg.value));
        stakeOf[msg.sender] = stakeOf[msg.sender].add(msg.value);
        totalStake = totalStake.add(msg.value);
    }

    function unstake(uint256 amount) public {
        require(stakeOf[msg.sender] >= amount);
        credited[msg.sender] = credited[msg.sender].add(magnifiedPerShare.mul(amount));
        stakeOf[msg.sender] = stakeOf[msg.sender].sub(amount);
        totalStake = totalStake.sub(amount);
        msg.sender.transfer(amount);
    }

    function withdrawDividend() public {
        uint256 amount = withdrawable(msg.sender);
        require(amount > 0);
        withdrawn[msg.sender] = withdrawn[msg.sender].add(amount);
        msg.sender.transfer(amount);
        emit DividendWithdrawn(msg.sender, amount);
    }
}
