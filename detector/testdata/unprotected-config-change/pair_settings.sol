pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

// A pair that pays out first and checks its invariant after (an optimistic transfer): the fee in the check and
// the pause flag before it are both set by anyone.
contract OpenPair {
    IERC20 public token0;
    IERC20 public token1;
    uint256 public reserve0;
    uint256 public reserve1;
    uint256 public feeBps = 30;
    bool public paused;

    function setFee(uint256 bps) external { // want "OpenPair.setFee\\(\\) lets any caller set feeBps, which a check guarding the payout of OpenPair.swap\\(\\) reads"
        require(bps <= 1000, "fee");
        feeBps = bps;
    }

    function setPaused(bool p) external { // want "OpenPair.setPaused\\(\\) lets any caller set paused, which a check guarding the payout of OpenPair.swap\\(\\) reads"
        paused = p;
    }

    function swap(uint256 amount1Out, address to) external {
        require(!paused, "paused");
        require(token1.transfer(to, amount1Out));
        uint256 b0 = token0.balanceOf(address(this));
        uint256 b1 = token1.balanceOf(address(this));
        uint256 in0 = b0 - reserve0;
        require((b0 * 10000 - in0 * feeBps) * b1 >= reserve0 * reserve1 * 10000, "K");
        reserve0 = b0;
        reserve1 = b1;
    }
}

// The same settings behind the owner's check, and a flag that only gates a view.
contract OwnedPair {
    address public owner = msg.sender;
    IERC20 public token0;
    IERC20 public token1;
    uint256 public reserve0;
    uint256 public reserve1;
    uint256 public feeBps = 30;
    bool public paused;
    bool public verbose;

    function setFee(uint256 bps) external {
        require(msg.sender == owner, "owner");
        feeBps = bps;
    }

    function setPaused(bool p) external {
        require(msg.sender == owner, "owner");
        paused = p;
    }

    function setVerbose(bool v) external {
        verbose = v;
    }

    function quote(uint256 x) external view returns (uint256) {
        require(verbose || x > 0, "quiet");
        return x * reserve1 / reserve0;
    }

    function swap(uint256 amount1Out, address to) external {
        require(!paused, "paused");
        require(token1.transfer(to, amount1Out));
        uint256 b0 = token0.balanceOf(address(this));
        uint256 b1 = token1.balanceOf(address(this));
        uint256 in0 = b0 - reserve0;
        require((b0 * 10000 - in0 * feeBps) * b1 >= reserve0 * reserve1 * 10000, "K");
        reserve0 = b0;
        reserve1 = b1;
    }
}
